CREATE TABLE "klijenti" (
	"id" serial PRIMARY KEY NOT NULL,
	"naziv" text NOT NULL,
	"tip" integer NOT NULL,
	"lice" integer NOT NULL,
	"maticni_broj" text DEFAULT '' NOT NULL,
	"id_grada" integer,
	"id_opstine" integer,
	"id_banke" integer,
	"adresa" text DEFAULT '' NOT NULL,
	"telefon" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"pretraga" text DEFAULT '' NOT NULL,
	"naziv_kljuc" text DEFAULT '' NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "klijenti" ADD CONSTRAINT "klijenti_id_grada_gradovi_id_fk" FOREIGN KEY ("id_grada") REFERENCES "public"."gradovi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klijenti" ADD CONSTRAINT "klijenti_id_opstine_opstine_id_fk" FOREIGN KEY ("id_opstine") REFERENCES "public"."opstine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klijenti" ADD CONSTRAINT "klijenti_banka_fk" FOREIGN KEY ("id_banke") REFERENCES "public"."klijenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "klijenti_pretraga" ON "klijenti" USING gin ("pretraga" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "klijenti_naziv_kljuc" ON "klijenti" USING btree ("naziv_kljuc","id");--> statement-breakpoint
CREATE INDEX "klijenti_tip_naziv_kljuc" ON "klijenti" USING btree ("tip","naziv_kljuc","id");--> statement-breakpoint
CREATE INDEX "klijenti_banka" ON "klijenti" USING btree ("id_banke");--> statement-breakpoint
CREATE UNIQUE INDEX "klijenti_pravno_lice_maticni_broj" ON "klijenti" USING btree ("maticni_broj") WHERE "klijenti"."lice" = 1 and "klijenti"."maticni_broj" <> '';--> statement-breakpoint
ALTER TABLE "poslovi" ADD CONSTRAINT "poslovi_klijent_fk" FOREIGN KEY ("id_klijenta") REFERENCES "public"."klijenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poslovi_klijent" ON "poslovi" USING btree ("id_klijenta");