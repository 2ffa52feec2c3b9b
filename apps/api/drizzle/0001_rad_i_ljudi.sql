CREATE TABLE "drzave" (
	"id" integer PRIMARY KEY NOT NULL,
	"naziv" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drzavni_praznici" (
	"id" serial PRIMARY KEY NOT NULL,
	"datum" date NOT NULL,
	"naziv" text NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidencija" (
	"id" serial PRIMARY KEY NOT NULL,
	"radnik_id" integer NOT NULL,
	"datum" date NOT NULL,
	"trajanje_pocetak" text DEFAULT '09:00:00' NOT NULL,
	"trajanje_kraj" text DEFAULT '17:00:00' NOT NULL,
	"odradjeno_rucno" integer
);
--> statement-breakpoint
CREATE TABLE "evidencija_intervali" (
	"id" serial PRIMARY KEY NOT NULL,
	"radnik_id" integer NOT NULL,
	"datum" date NOT NULL,
	"pocetak" timestamp with time zone NOT NULL,
	"kraj" timestamp with time zone,
	"razlog_kraja" text
);
--> statement-breakpoint
CREATE TABLE "fajlovi" (
	"id" serial PRIMARY KEY NOT NULL,
	"entitet" text NOT NULL,
	"grupa_id" integer NOT NULL,
	"naziv" text NOT NULL,
	"mime" text NOT NULL,
	"velicina" integer NOT NULL,
	"kljuc" text NOT NULL,
	"id_kreatora" integer,
	"kreirano" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "godisnji" (
	"id" serial PRIMARY KEY NOT NULL,
	"radnik_id" integer NOT NULL,
	"pocetak" date NOT NULL,
	"kraj" date NOT NULL,
	"radni_dani" integer NOT NULL,
	"odobren" timestamp with time zone,
	"odobrio" integer,
	"kreiran" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gradovi" (
	"id" integer PRIMARY KEY NOT NULL,
	"opstina_id" integer NOT NULL,
	"naziv" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "masine" (
	"id" serial PRIMARY KEY NOT NULL,
	"ime" text NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "napomene" (
	"id" serial PRIMARY KEY NOT NULL,
	"radnik_id" integer,
	"prioritet" integer DEFAULT 2 NOT NULL,
	"id_kreatora" integer,
	"tekst" text NOT NULL,
	"kreirano" timestamp with time zone DEFAULT now() NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opstine" (
	"id" integer PRIMARY KEY NOT NULL,
	"drzava_id" integer NOT NULL,
	"naziv" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poslovi" (
	"id" serial PRIMARY KEY NOT NULL,
	"naziv" text NOT NULL,
	"opis" text DEFAULT '' NOT NULL,
	"id_klijenta" integer,
	"id_sablona" integer,
	"prioritet" integer DEFAULT 2 NOT NULL,
	"fiksni_pocetak" timestamp with time zone,
	"dogovorena_cena" numeric(14, 2) DEFAULT 0 NOT NULL,
	"aktivan" integer DEFAULT 1 NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "praznici_radnika" (
	"id" serial PRIMARY KEY NOT NULL,
	"radnik_id" integer NOT NULL,
	"datum" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rss_feedovi" (
	"id" serial PRIMARY KEY NOT NULL,
	"naziv" text NOT NULL,
	"url" text NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rss_kes" (
	"feed_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"uspeh" integer NOT NULL,
	"stavke" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zadaci" (
	"id" serial PRIMARY KEY NOT NULL,
	"naziv" text NOT NULL,
	"posao_id" integer NOT NULL,
	"pocetak" timestamp with time zone NOT NULL,
	"planirano_trajanje" numeric(8, 2) NOT NULL,
	"zavisnost" integer,
	"status" text DEFAULT 'nijePoceo' NOT NULL,
	"stvarni_pocetak" timestamp with time zone,
	"zavrseno" timestamp with time zone,
	"godisnji" integer DEFAULT 0 NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zadatak_intervali" (
	"id" serial PRIMARY KEY NOT NULL,
	"zadatak_id" integer NOT NULL,
	"radnik_id" integer,
	"pocetak" timestamp with time zone NOT NULL,
	"kraj" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "zadatak_oprema" (
	"zadatak_id" integer NOT NULL,
	"masina_id" integer NOT NULL,
	CONSTRAINT "zadatak_oprema_zadatak_id_masina_id_pk" PRIMARY KEY("zadatak_id","masina_id")
);
--> statement-breakpoint
CREATE TABLE "zadatak_radnici" (
	"zadatak_id" integer NOT NULL,
	"radnik_id" integer NOT NULL,
	CONSTRAINT "zadatak_radnici_zadatak_id_radnik_id_pk" PRIMARY KEY("zadatak_id","radnik_id")
);
--> statement-breakpoint
ALTER TABLE "evidencija" ADD CONSTRAINT "evidencija_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencija_intervali" ADD CONSTRAINT "evidencija_intervali_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fajlovi" ADD CONSTRAINT "fajlovi_id_kreatora_radnici_id_fk" FOREIGN KEY ("id_kreatora") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "godisnji" ADD CONSTRAINT "godisnji_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "godisnji" ADD CONSTRAINT "godisnji_odobrio_radnici_id_fk" FOREIGN KEY ("odobrio") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradovi" ADD CONSTRAINT "gradovi_opstina_id_opstine_id_fk" FOREIGN KEY ("opstina_id") REFERENCES "public"."opstine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "napomene" ADD CONSTRAINT "napomene_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "napomene" ADD CONSTRAINT "napomene_id_kreatora_radnici_id_fk" FOREIGN KEY ("id_kreatora") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opstine" ADD CONSTRAINT "opstine_drzava_id_drzave_id_fk" FOREIGN KEY ("drzava_id") REFERENCES "public"."drzave"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praznici_radnika" ADD CONSTRAINT "praznici_radnika_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_kes" ADD CONSTRAINT "rss_kes_feed_id_rss_feedovi_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."rss_feedovi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zadaci" ADD CONSTRAINT "zadaci_posao_id_poslovi_id_fk" FOREIGN KEY ("posao_id") REFERENCES "public"."poslovi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zadaci" ADD CONSTRAINT "zadaci_zavisnost_zadaci_id_fk" FOREIGN KEY ("zavisnost") REFERENCES "public"."zadaci"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zadatak_intervali" ADD CONSTRAINT "zadatak_intervali_zadatak_id_zadaci_id_fk" FOREIGN KEY ("zadatak_id") REFERENCES "public"."zadaci"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zadatak_intervali" ADD CONSTRAINT "zadatak_intervali_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zadatak_oprema" ADD CONSTRAINT "zadatak_oprema_zadatak_id_zadaci_id_fk" FOREIGN KEY ("zadatak_id") REFERENCES "public"."zadaci"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zadatak_oprema" ADD CONSTRAINT "zadatak_oprema_masina_id_masine_id_fk" FOREIGN KEY ("masina_id") REFERENCES "public"."masine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zadatak_radnici" ADD CONSTRAINT "zadatak_radnici_zadatak_id_zadaci_id_fk" FOREIGN KEY ("zadatak_id") REFERENCES "public"."zadaci"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zadatak_radnici" ADD CONSTRAINT "zadatak_radnici_radnik_id_radnici_id_fk" FOREIGN KEY ("radnik_id") REFERENCES "public"."radnici"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drzavni_praznici_datum" ON "drzavni_praznici" USING btree ("datum");--> statement-breakpoint
CREATE UNIQUE INDEX "evidencija_radnik_datum" ON "evidencija" USING btree ("radnik_id","datum");--> statement-breakpoint
CREATE INDEX "evidencija_intervali_radnik_datum" ON "evidencija_intervali" USING btree ("radnik_id","datum");--> statement-breakpoint
CREATE UNIQUE INDEX "evidencija_intervali_jedan_otvoren" ON "evidencija_intervali" USING btree ("radnik_id") WHERE "evidencija_intervali"."kraj" is null;--> statement-breakpoint
CREATE INDEX "fajlovi_entitet_grupa" ON "fajlovi" USING btree ("entitet","grupa_id");--> statement-breakpoint
CREATE INDEX "godisnji_radnik" ON "godisnji" USING btree ("radnik_id");--> statement-breakpoint
CREATE INDEX "gradovi_opstina" ON "gradovi" USING btree ("opstina_id");--> statement-breakpoint
CREATE INDEX "napomene_radnik" ON "napomene" USING btree ("radnik_id");--> statement-breakpoint
CREATE INDEX "opstine_drzava" ON "opstine" USING btree ("drzava_id");--> statement-breakpoint
CREATE UNIQUE INDEX "praznici_radnika_radnik_datum" ON "praznici_radnika" USING btree ("radnik_id","datum");--> statement-breakpoint
CREATE INDEX "zadaci_posao" ON "zadaci" USING btree ("posao_id");--> statement-breakpoint
CREATE INDEX "zadatak_intervali_zadatak" ON "zadatak_intervali" USING btree ("zadatak_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zadatak_intervali_jedan_otvoren" ON "zadatak_intervali" USING btree ("zadatak_id") WHERE "zadatak_intervali"."kraj" is null;--> statement-breakpoint
CREATE INDEX "zadatak_radnici_radnik" ON "zadatak_radnici" USING btree ("radnik_id");