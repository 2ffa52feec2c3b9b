ALTER TABLE "procene" DROP CONSTRAINT "procene_cena";--> statement-breakpoint
DROP INDEX "procene_bankar_zavrsetak";--> statement-breakpoint
ALTER TABLE "procene" ADD COLUMN "dan_zavrsetka" date GENERATED ALWAYS AS ((datum_zavrsetka at time zone 'Europe/Belgrade')::date) STORED;--> statement-breakpoint
CREATE INDEX "procene_bankar_zavrsetak" ON "procene" USING btree ("id_klijenta3","datum_zavrsetka","id","dogovorena_cena","dan_zavrsetka") WHERE "procene"."id_klijenta3" is not null;--> statement-breakpoint
-- An agreed price of NaN (possible before this check, by hand) is 0, as every invalid agreed price is.
UPDATE "procene" SET "dogovorena_cena" = 0 WHERE "dogovorena_cena" = 'NaN';--> statement-breakpoint
ALTER TABLE "procene" ADD CONSTRAINT "procene_cena" CHECK (dogovorena_cena >= 0 and dogovorena_cena <> 'NaN');