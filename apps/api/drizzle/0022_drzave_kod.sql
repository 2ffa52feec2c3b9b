ALTER TABLE "drzave" ADD COLUMN "kod" text;--> statement-breakpoint
-- Serbia (id 1, fixed by db/seed/data/lokacije.ts): its name in the screen's language comes from this code.
UPDATE "drzave" SET "kod" = 'RS' WHERE "id" = 1;
