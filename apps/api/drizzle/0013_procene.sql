CREATE TABLE "procene" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_id" integer,
	"naziv" text NOT NULL,
	"opis" text DEFAULT '' NOT NULL,
	"id_klijenta" integer,
	"id_klijenta2" integer,
	"id_klijenta3" integer,
	"vodja_id" integer NOT NULL,
	"inspekcija_id" integer,
	"inspekcija_snimanje" boolean DEFAULT false NOT NULL,
	"prioritet" integer DEFAULT 2 NOT NULL,
	"faza" integer DEFAULT 1 NOT NULL,
	"faza_placanja" integer DEFAULT 2 NOT NULL,
	"tip" integer NOT NULL,
	"fiksni_pocetak" timestamp with time zone,
	"dogovorena_cena" numeric(14, 2) DEFAULT 0 NOT NULL,
	"datum_prethodne_proc" date,
	"kurs_prethodne_proc" double precision DEFAULT 0 NOT NULL,
	"datum_zavrsetka" timestamp with time zone,
	"datum_slanja" timestamp with time zone,
	"id_kreatora" integer,
	"kreirano" timestamp with time zone DEFAULT now() NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "procene_prioritet" CHECK (prioritet between 1 and 3),
	CONSTRAINT "procene_faza" CHECK (faza between 1 and 6),
	CONSTRAINT "procene_faza_placanja" CHECK (faza_placanja between 1 and 6),
	CONSTRAINT "procene_tip" CHECK (tip between 1 and 8),
	CONSTRAINT "procene_cena" CHECK (dogovorena_cena >= 0)
);
--> statement-breakpoint
CREATE TABLE "procene_faze" (
	"id" serial PRIMARY KEY NOT NULL,
	"procena_id" integer NOT NULL,
	"faza_id" integer NOT NULL,
	"radnik_id" integer,
	"aktivna" boolean DEFAULT true NOT NULL,
	"datum_promene" date NOT NULL,
	"kreirano" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procene_faze_faza" CHECK (faza_id between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "sabloni_izvestaja" (
	"id" serial PRIMARY KEY NOT NULL,
	"naziv" text NOT NULL,
	"kljuc" text NOT NULL,
	"velicina" integer NOT NULL,
	"ugradjen" boolean DEFAULT false NOT NULL,
	"id_kreatora" integer,
	"kreirano" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nepokretnosti" ADD COLUMN "procena_id" integer;--> statement-breakpoint
ALTER TABLE "procene" ADD CONSTRAINT "procene_vodja_id_radnici_id_fk" FOREIGN KEY ("vodja_id") REFERENCES "public"."radnici"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procene" ADD CONSTRAINT "procene_inspekcija_id_radnici_id_fk" FOREIGN KEY ("inspekcija_id") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procene" ADD CONSTRAINT "procene_id_kreatora_radnici_id_fk" FOREIGN KEY ("id_kreatora") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procene" ADD CONSTRAINT "procene_banka_fk" FOREIGN KEY ("id_klijenta") REFERENCES "public"."klijenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procene" ADD CONSTRAINT "procene_klijent_fk" FOREIGN KEY ("id_klijenta2") REFERENCES "public"."klijenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procene" ADD CONSTRAINT "procene_bankar_fk" FOREIGN KEY ("id_klijenta3") REFERENCES "public"."klijenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procene_faze" ADD CONSTRAINT "procene_faze_procena_id_procene_id_fk" FOREIGN KEY ("procena_id") REFERENCES "public"."procene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procene_faze" ADD CONSTRAINT "procene_faze_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sabloni_izvestaja" ADD CONSTRAINT "sabloni_izvestaja_id_kreatora_radnici_id_fk" FOREIGN KEY ("id_kreatora") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procene_kreirano" ON "procene" USING btree ("kreirano","id");--> statement-breakpoint
CREATE INDEX "procene_faza_kreirano" ON "procene" USING btree ("faza","kreirano","id");--> statement-breakpoint
CREATE INDEX "procene_vodja_kreirano" ON "procene" USING btree ("vodja_id","kreirano","id");--> statement-breakpoint
CREATE INDEX "procene_inspekcija_kreirano" ON "procene" USING btree ("inspekcija_id","kreirano","id");--> statement-breakpoint
CREATE INDEX "procene_banka_kreirano" ON "procene" USING btree ("id_klijenta","kreirano","id");--> statement-breakpoint
CREATE INDEX "procene_klijent_kreirano" ON "procene" USING btree ("id_klijenta2","kreirano","id");--> statement-breakpoint
CREATE INDEX "procene_bankar_kreirano" ON "procene" USING btree ("id_klijenta3","kreirano","id");--> statement-breakpoint
CREATE INDEX "procene_faze_procena" ON "procene_faze" USING btree ("procena_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "procene_faze_aktivna" ON "procene_faze" USING btree ("procena_id") WHERE "procene_faze"."aktivna";--> statement-breakpoint
CREATE UNIQUE INDEX "sabloni_izvestaja_naziv" ON "sabloni_izvestaja" USING btree ("naziv");--> statement-breakpoint
ALTER TABLE "nepokretnosti" ADD CONSTRAINT "nepokretnosti_procena_id_procene_id_fk" FOREIGN KEY ("procena_id") REFERENCES "public"."procene"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nepokretnosti_procena" ON "nepokretnosti" USING btree ("procena_id","id");