CREATE TABLE "nepokretnosti_broj" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"broj" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nepokretnosti_broj_jedan" CHECK (id = 1)
);
--> statement-breakpoint
CREATE INDEX "nepokretnosti_trazena_cena" ON "nepokretnosti" USING btree ("trazena_cena","id");--> statement-breakpoint
CREATE INDEX "nepokretnosti_kvadratura" ON "nepokretnosti" USING btree ("kvadratura","id");--> statement-breakpoint
CREATE INDEX "nepokretnosti_jedinicna_cena" ON "nepokretnosti" USING btree ("jedinicna_cena","id");--> statement-breakpoint
-- nepokretnosti_broj counts the register; statement triggers keep it in the transaction of every insert and delete.
INSERT INTO "nepokretnosti_broj" ("id", "broj") SELECT 1, count(*)::int FROM "nepokretnosti"
ON CONFLICT ("id") DO UPDATE SET "broj" = EXCLUDED."broj";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "nepokretnosti_broj_dodaj"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "nepokretnosti_broj" SET "broj" = "broj" + (SELECT count(*)::int FROM novi) WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "nepokretnosti_broj_oduzmi"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "nepokretnosti_broj" SET "broj" = "broj" - (SELECT count(*)::int FROM stari) WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "nepokretnosti_broj_insert" AFTER INSERT ON "nepokretnosti" REFERENCING NEW TABLE AS novi
FOR EACH STATEMENT EXECUTE FUNCTION "nepokretnosti_broj_dodaj"();
--> statement-breakpoint
CREATE TRIGGER "nepokretnosti_broj_delete" AFTER DELETE ON "nepokretnosti" REFERENCING OLD TABLE AS stari
FOR EACH STATEMENT EXECUTE FUNCTION "nepokretnosti_broj_oduzmi"();
--> statement-breakpoint
-- The radius index carries the columns a search filters, orders and answers by, so the rows inside the box are read
-- from the index alone (an index-only scan, no visit to the table for each candidate).
DROP INDEX IF EXISTS "nepokretnosti_zemlja";
--> statement-breakpoint
CREATE INDEX "nepokretnosti_zemlja" ON "nepokretnosti" USING gist (ll_to_earth("latitude", "longitude"))
INCLUDE ("id", "latitude", "longitude", "datum", "vrsta_id", "opstina_id", "katastar_id", "grad_id", "kvadratura",
  "trazena_cena", "jedinicna_cena", "jedinicna_cena_zakupnine", "predmet_procene")
WHERE "latitude" IS NOT NULL;
