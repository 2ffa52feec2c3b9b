CREATE TABLE "evidencija_zahtevi" (
	"id" serial PRIMARY KEY NOT NULL,
	"radnik_id" integer NOT NULL,
	"vrsta" text NOT NULL,
	"datum" date NOT NULL,
	"kraj" date,
	"odradjeno" integer,
	"trajanje_pocetak" text,
	"trajanje_kraj" text,
	"status" text DEFAULT 'ceka' NOT NULL,
	"podneo" integer,
	"podneto" timestamp with time zone DEFAULT now() NOT NULL,
	"resio" integer,
	"reseno" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "radnici" ADD COLUMN "datum_pocetka" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "radnici" ADD COLUMN "datum_odlaska" date;--> statement-breakpoint
ALTER TABLE "evidencija_zahtevi" ADD CONSTRAINT "evidencija_zahtevi_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencija_zahtevi" ADD CONSTRAINT "evidencija_zahtevi_podneo_radnici_id_fk" FOREIGN KEY ("podneo") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencija_zahtevi" ADD CONSTRAINT "evidencija_zahtevi_resio_radnici_id_fk" FOREIGN KEY ("resio") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidencija_zahtevi_radnik_datum" ON "evidencija_zahtevi" USING btree ("radnik_id","datum");--> statement-breakpoint
CREATE INDEX "evidencija_zahtevi_na_cekanju" ON "evidencija_zahtevi" USING btree ("podneto") WHERE "evidencija_zahtevi"."status" = 'ceka';--> statement-breakpoint
-- Existing workers started on the firm's day of their creation or on their first recorded day, whichever is earlier.
UPDATE "radnici" SET "datum_pocetka" = least(
	("radnici"."kreiran" AT TIME ZONE 'Europe/Belgrade')::date,
	coalesce((SELECT min("datum") FROM "evidencija_intervali" WHERE "radnik_id" = "radnici"."id"), 'infinity'::date),
	coalesce((SELECT min("datum") FROM "evidencija" WHERE "radnik_id" = "radnici"."id"), 'infinity'::date)
);
