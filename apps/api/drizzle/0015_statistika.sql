ALTER TABLE "masine" ADD COLUMN "cena_po_satu" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "procene_zavrsetak" ON "procene" USING btree ("datum_zavrsetka");