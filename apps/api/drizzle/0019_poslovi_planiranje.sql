ALTER TABLE "poslovi" ADD COLUMN "sablon" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "poslovi" ADD COLUMN "kreiran" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "zadaci" ADD COLUMN "kraj" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zadaci" ADD COLUMN "redosled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "poslovi_sablon" ON "poslovi" USING btree ("sablon");--> statement-breakpoint
CREATE INDEX "zadaci_zavisnost" ON "zadaci" USING btree ("zavisnost");--> statement-breakpoint
-- The planned end of the tasks stored before this column: the last working day of their hours (8 a day) at 17:00.
UPDATE "zadaci" SET "kraj" = "pocetak" + make_interval(days => (greatest(1, ceil("planirano_trajanje" / 8.0))::int - 1) + 2 * floor((least(extract(isodow from "pocetak" at time zone 'Europe/Belgrade'), 5)::int - 1 + greatest(1, ceil("planirano_trajanje" / 8.0))::int - 1) / 5.0)::int) + interval '8 hours' WHERE "kraj" IS NULL;
