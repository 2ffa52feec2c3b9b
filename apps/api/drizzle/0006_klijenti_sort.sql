CREATE TABLE "klijenti_broj" (
	"tip" integer PRIMARY KEY NOT NULL,
	"broj" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "klijenti" ADD COLUMN "mesto_kljuc" text;--> statement-breakpoint
CREATE INDEX "klijenti_lice_naziv_kljuc" ON "klijenti" USING btree ("lice","naziv_kljuc","id");--> statement-breakpoint
CREATE INDEX "klijenti_mesto_kljuc" ON "klijenti" USING btree ("mesto_kljuc","naziv_kljuc","id");--> statement-breakpoint
CREATE INDEX "klijenti_maticni_broj" ON "klijenti" USING btree ("maticni_broj","id");