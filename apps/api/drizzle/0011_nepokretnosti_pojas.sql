-- The radius search reads a B-tree instead of the GiST index on ll_to_earth (cube): on PGlite (PostgreSQL in WASM)
-- every GiST step calls cube's functions and a 750 m search spent most of its time in them. Latitude is cut into
-- stripes of 1/500 of a degree (about 222 m, POJASA_PO_STEPENU in modules/nepokretnosti/repository.ts); the key is
-- (stripe, longitude), so a search's box is one short range of longitudes in each of its few stripes
-- (floor(latitude * 500)::int = ANY(stripes) AND longitude BETWEEN …), read index-only: the index carries the columns a
-- search filters, orders and counts by, and the map's address (the map's items are then read from the index alone).
CREATE INDEX "nepokretnosti_pojas" ON "nepokretnosti" USING btree ((floor("latitude" * 500)::int), "longitude")
INCLUDE ("id", "latitude", "datum", "vrsta_id", "opstina_id", "katastar_id", "grad_id", "kvadratura", "trazena_cena",
  "jedinicna_cena", "jedinicna_cena_zakupnine", "predmet_procene", "adresa")
WHERE "latitude" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "nepokretnosti_zemlja";
