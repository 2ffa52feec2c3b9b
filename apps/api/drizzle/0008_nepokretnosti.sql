CREATE TABLE "katastri" (
	"id" integer PRIMARY KEY NOT NULL,
	"opstina_id" integer NOT NULL,
	"naziv" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nepokretnosti" (
	"id" serial PRIMARY KEY NOT NULL,
	"vrsta_id" integer NOT NULL,
	"drzava_id" integer DEFAULT 1 NOT NULL,
	"opstina_id" integer NOT NULL,
	"grad_id" integer,
	"katastar_id" integer,
	"adresa" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"kvadratura" double precision DEFAULT 0 NOT NULL,
	"trazena_cena" double precision DEFAULT 0 NOT NULL,
	"umanjenje" double precision DEFAULT 0 NOT NULL,
	"jedinicna_cena" double precision DEFAULT 0 NOT NULL,
	"korigovana_cena" double precision DEFAULT 0 NOT NULL,
	"jed_cena_nakon_kor" double precision DEFAULT 0 NOT NULL,
	"trzisna_zakupnina" double precision DEFAULT 0 NOT NULL,
	"jedinicna_cena_zakupnine" double precision DEFAULT 0 NOT NULL,
	"gradjevinska_vrednost" double precision DEFAULT 0 NOT NULL,
	"prethodno_proc_trzisna_vrednost" double precision DEFAULT 0 NOT NULL,
	"prethodno_proc_gradjevinska_vrednost" double precision DEFAULT 0 NOT NULL,
	"sprat_spratnost" text DEFAULT '' NOT NULL,
	"spratnost_objekta" text DEFAULT '' NOT NULL,
	"izvor_informacija" text DEFAULT 'DATA' NOT NULL,
	"dodatne_karakteristike" text DEFAULT '' NOT NULL,
	"predmet_procene" boolean DEFAULT false NOT NULL,
	"datum" date NOT NULL,
	"import_kljuc" text,
	"id_kreatora" integer,
	"kreirano" timestamp with time zone DEFAULT now() NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "nepokretnosti_vrsta" CHECK (vrsta_id in (811, 812, 813, 814, 821, 822, 823, 824, 825, 826, 831, 832, 833, 834, 835)),
	CONSTRAINT "nepokretnosti_koordinate" CHECK ((latitude is null) = (longitude is null))
);
--> statement-breakpoint
CREATE TABLE "nepokretnosti_slike" (
	"id" serial PRIMARY KEY NOT NULL,
	"nepokretnost_id" integer NOT NULL,
	"naziv" text NOT NULL,
	"mime" text NOT NULL,
	"velicina" integer NOT NULL,
	"kljuc" text NOT NULL,
	"redni_broj" integer DEFAULT 0 NOT NULL,
	"glavna" boolean DEFAULT false NOT NULL,
	"id_kreatora" integer,
	"kreirano" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "katastri" ADD CONSTRAINT "katastri_opstina_id_opstine_id_fk" FOREIGN KEY ("opstina_id") REFERENCES "public"."opstine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nepokretnosti" ADD CONSTRAINT "nepokretnosti_drzava_id_drzave_id_fk" FOREIGN KEY ("drzava_id") REFERENCES "public"."drzave"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nepokretnosti" ADD CONSTRAINT "nepokretnosti_opstina_id_opstine_id_fk" FOREIGN KEY ("opstina_id") REFERENCES "public"."opstine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nepokretnosti" ADD CONSTRAINT "nepokretnosti_grad_id_gradovi_id_fk" FOREIGN KEY ("grad_id") REFERENCES "public"."gradovi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nepokretnosti" ADD CONSTRAINT "nepokretnosti_katastar_id_katastri_id_fk" FOREIGN KEY ("katastar_id") REFERENCES "public"."katastri"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nepokretnosti" ADD CONSTRAINT "nepokretnosti_id_kreatora_radnici_id_fk" FOREIGN KEY ("id_kreatora") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nepokretnosti_slike" ADD CONSTRAINT "nepokretnosti_slike_nepokretnost_id_nepokretnosti_id_fk" FOREIGN KEY ("nepokretnost_id") REFERENCES "public"."nepokretnosti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nepokretnosti_slike" ADD CONSTRAINT "nepokretnosti_slike_id_kreatora_radnici_id_fk" FOREIGN KEY ("id_kreatora") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "katastri_opstina" ON "katastri" USING btree ("opstina_id");--> statement-breakpoint
CREATE INDEX "nepokretnosti_datum" ON "nepokretnosti" USING btree ("datum","id");--> statement-breakpoint
CREATE INDEX "nepokretnosti_opstina_datum" ON "nepokretnosti" USING btree ("opstina_id","datum","id");--> statement-breakpoint
CREATE INDEX "nepokretnosti_katastar_datum" ON "nepokretnosti" USING btree ("katastar_id","datum","id");--> statement-breakpoint
CREATE INDEX "nepokretnosti_vrsta_datum" ON "nepokretnosti" USING btree ("vrsta_id","datum","id");--> statement-breakpoint
CREATE INDEX "nepokretnosti_grad" ON "nepokretnosti" USING btree ("grad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nepokretnosti_import_kljuc" ON "nepokretnosti" USING btree ("import_kljuc");--> statement-breakpoint
CREATE INDEX "nepokretnosti_slike_grupa" ON "nepokretnosti_slike" USING btree ("nepokretnost_id","redni_broj");--> statement-breakpoint
CREATE UNIQUE INDEX "nepokretnosti_slike_glavna" ON "nepokretnosti_slike" USING btree ("nepokretnost_id") WHERE "nepokretnosti_slike"."glavna";--> statement-breakpoint
-- The radius search: cube + earthdistance (PostgreSQL contrib, shipped by PGlite too). ll_to_earth is immutable, so
-- its value is indexable; a search asks earth_box(centre, r) @> ll_to_earth(lat, lon) through this GiST index and
-- then keeps the rows whose earth_distance is within r.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE INDEX "nepokretnosti_zemlja" ON "nepokretnosti" USING gist (ll_to_earth("latitude", "longitude")) WHERE "latitude" IS NOT NULL;
