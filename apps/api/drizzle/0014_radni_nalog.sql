CREATE TABLE "radni_nalog_opcije" (
	"lista" text NOT NULL,
	"id" integer NOT NULL,
	"naziv" text NOT NULL,
	"naziv_en" text NOT NULL,
	CONSTRAINT "radni_nalog_opcije_pk" PRIMARY KEY("lista","id")
);
--> statement-breakpoint
CREATE TABLE "radni_nalozi" (
	"procena_id" integer PRIMARY KEY NOT NULL,
	"adresa" text DEFAULT '' NOT NULL,
	"dodatne_karakteristike" text DEFAULT '' NOT NULL,
	"sprat" text DEFAULT '' NOT NULL,
	"svetla_visina" double precision,
	"neto_povrsina" double precision,
	"datum_inspekcije" date,
	"temelj_id" integer,
	"noseca_konstr_id" integer,
	"medjuspratna_konstr_id" integer,
	"zidovi_spoljasnji_id" integer,
	"krovna_konstr_id" integer,
	"krovni_prekrivac_id" integer,
	"podne_obloge" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"obrada_plafona_id" integer,
	"obrada_zidova_id" integer,
	"spoljasnje_stolarije" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"unutrasnja_stolarija_id" integer,
	"fasada_id" integer,
	"fasade_dodatne" text DEFAULT '' NOT NULL,
	"javno_parkiranje_id" integer,
	"telefonske_linije_id" integer,
	"instalacije" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"klimatizacija_id" integer,
	"lift" text DEFAULT 'nepoznato' NOT NULL,
	"vodovod_id" integer,
	"kanalizacija_id" integer,
	"grejanje" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"godina_gradnje" integer,
	"adaptacija" text DEFAULT '' NOT NULL,
	"radovi_pri_adaptaciji" text DEFAULT '' NOT NULL,
	"pomocne_prostorije" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tekuce_odrzavanje" text DEFAULT '' NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL,
	"izmenio" integer,
	"izmenjeno" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radni_nalozi_lift" CHECK (lift in ('da', 'ne', 'nepoznato')),
	CONSTRAINT "radni_nalozi_godina" CHECK (godina_gradnje is null or godina_gradnje between 1000 and 2100)
);
--> statement-breakpoint
ALTER TABLE "radni_nalozi" ADD CONSTRAINT "radni_nalozi_procena_id_procene_id_fk" FOREIGN KEY ("procena_id") REFERENCES "public"."procene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radni_nalozi" ADD CONSTRAINT "radni_nalozi_izmenio_radnici_id_fk" FOREIGN KEY ("izmenio") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;