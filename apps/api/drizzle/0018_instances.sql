CREATE TABLE "rate_limits" (
	"kljuc" text PRIMARY KEY NOT NULL,
	"broj" integer NOT NULL,
	"istice" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"naziv" text PRIMARY KEY NOT NULL,
	"sledece" timestamp with time zone NOT NULL,
	"pokrenuto" timestamp with time zone,
	"zavrseno" timestamp with time zone,
	"instanca" text,
	"greska" text,
	"pokretanja" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rss_kes" ADD COLUMN "osvezava_do" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_istice" ON "rate_limits" USING btree ("istice");