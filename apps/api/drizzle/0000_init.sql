CREATE TABLE "login_pokusaji" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"uspeh" boolean NOT NULL,
	"razlog" text NOT NULL,
	"vreme" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radnici" (
	"id" serial PRIMARY KEY NOT NULL,
	"ime" text NOT NULL,
	"prezime" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"aktivan" boolean DEFAULT true NOT NULL,
	"permission" text NOT NULL,
	"slobodni_dani" integer DEFAULT 20 NOT NULL,
	"iskoristeni_dani" integer DEFAULT 0 NOT NULL,
	"cena_rada" numeric(12, 2) DEFAULT 0 NOT NULL,
	"id_grada" integer,
	"id_opstine" integer,
	"jezik" text DEFAULT 'sr' NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL,
	"kreiran" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "radnici_username_lower" ON "radnici" USING btree (lower("username"));