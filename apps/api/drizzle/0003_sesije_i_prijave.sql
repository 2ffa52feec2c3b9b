CREATE TABLE "login_brojaci" (
	"kljuc" text PRIMARY KEY NOT NULL,
	"broj" integer NOT NULL,
	"pocetak" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "radnici" ADD COLUMN "token_verzija" integer DEFAULT 1 NOT NULL;