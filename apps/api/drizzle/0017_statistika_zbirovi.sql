CREATE TABLE "procene_statistika" (
	"procena_id" integer PRIMARY KEY NOT NULL,
	"mesec" date NOT NULL,
	"klijent_id" integer,
	"id_klijenta" integer,
	"bankar_id" integer,
	"vodja_id" integer NOT NULL,
	"inspekcija_id" integer,
	"tip" integer NOT NULL,
	"cena" numeric(14, 2) NOT NULL,
	"vrednost" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistika_bankari_mesec" (
	"mesec" date NOT NULL,
	"bankar_id" integer NOT NULL,
	"id_klijenta" integer NOT NULL,
	"tip" integer NOT NULL,
	"broj" integer NOT NULL,
	"cena" numeric NOT NULL,
	"vrednost" numeric NOT NULL,
	CONSTRAINT "statistika_bankari_mesec_mesec_bankar_id_id_klijenta_tip_pk" PRIMARY KEY("mesec","bankar_id","id_klijenta","tip")
);
--> statement-breakpoint
CREATE TABLE "statistika_klijenti_mesec" (
	"mesec" date NOT NULL,
	"klijent_id" integer NOT NULL,
	"broj" integer NOT NULL,
	"cena" numeric NOT NULL,
	CONSTRAINT "statistika_klijenti_mesec_mesec_klijent_id_pk" PRIMARY KEY("mesec","klijent_id")
);
--> statement-breakpoint
CREATE TABLE "statistika_radnici_mesec" (
	"mesec" date NOT NULL,
	"radnik_id" integer NOT NULL,
	"broj" integer NOT NULL,
	"prihod" numeric NOT NULL,
	CONSTRAINT "statistika_radnici_mesec_mesec_radnik_id_pk" PRIMARY KEY("mesec","radnik_id")
);
--> statement-breakpoint
DROP INDEX "procene_zavrsetak";--> statement-breakpoint
CREATE INDEX "procene_bankar_zavrsetak" ON "procene" USING btree ("id_klijenta3","datum_zavrsetka","id","dogovorena_cena") WHERE "procene"."id_klijenta3" is not null;--> statement-breakpoint
-- statistika_osvezi(ids) brings the roll-ups up to date for these valuations: it takes back what each contributed
-- (its row in procene_statistika) and adds what it contributes now (nothing unless it is completed), as one delta.
CREATE OR REPLACE FUNCTION "statistika_osvezi"(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  WITH
  stari AS (DELETE FROM "procene_statistika" WHERE "procena_id" = ANY(ids) RETURNING *),
  novi AS (
    INSERT INTO "procene_statistika"
    SELECT p."id", date_trunc('month', p."datum_zavrsetka" AT TIME ZONE 'Europe/Belgrade')::date,
           coalesce(p."id_klijenta2", p."id_klijenta"), p."id_klijenta", p."id_klijenta3", p."vodja_id",
           p."inspekcija_id", coalesce(s.tip, 0), p."dogovorena_cena", coalesce(s.vrednost, 0)
    FROM "procene" p
      LEFT JOIN LATERAL (
        SELECT (array_agg(n."vrsta_id" ORDER BY n."id"))[1] AS tip, sum(n."korigovana_cena")::numeric AS vrednost
        FROM "nepokretnosti" n WHERE n."procena_id" = p."id"
      ) s ON true
    WHERE p."id" = ANY(ids) AND p."datum_zavrsetka" IS NOT NULL
    RETURNING *
  ),
  delta AS (
    SELECT *, -1 AS znak FROM stari
    UNION ALL
    SELECT *, 1 FROM novi
  ),
  klijenti AS (
    INSERT INTO "statistika_klijenti_mesec" AS t ("mesec", "klijent_id", "broj", "cena")
    SELECT "mesec", coalesce("klijent_id", 0), sum(znak), sum(znak * "cena") FROM delta GROUP BY 1, 2
    ON CONFLICT ("mesec", "klijent_id") DO UPDATE SET "broj" = t."broj" + EXCLUDED."broj", "cena" = t."cena" + EXCLUDED."cena"
  ),
  radnici AS (
    INSERT INTO "statistika_radnici_mesec" AS t ("mesec", "radnik_id", "broj", "prihod")
    SELECT "mesec", radnik_id, sum(znak), sum(znak * iznos) FROM (
      SELECT "mesec", "vodja_id" AS radnik_id, znak,
             "cena" / (CASE WHEN "inspekcija_id" IS NULL OR "inspekcija_id" = "vodja_id" THEN 1 ELSE 2 END) AS iznos
      FROM delta
      UNION ALL
      SELECT "mesec", "inspekcija_id", znak, "cena" / 2 FROM delta
      WHERE "inspekcija_id" IS NOT NULL AND "inspekcija_id" <> "vodja_id"
    ) udeli GROUP BY 1, 2
    ON CONFLICT ("mesec", "radnik_id") DO UPDATE SET "broj" = t."broj" + EXCLUDED."broj", "prihod" = t."prihod" + EXCLUDED."prihod"
  )
  INSERT INTO "statistika_bankari_mesec" AS t ("mesec", "bankar_id", "id_klijenta", "tip", "broj", "cena", "vrednost")
  SELECT "mesec", "bankar_id", coalesce("id_klijenta", 0), "tip", sum(znak), sum(znak * "cena"), sum(znak * "vrednost")
  FROM delta WHERE "bankar_id" IS NOT NULL GROUP BY 1, 2, 3, 4
  ON CONFLICT ("mesec", "bankar_id", "id_klijenta", "tip") DO UPDATE SET "broj" = t."broj" + EXCLUDED."broj",
    "cena" = t."cena" + EXCLUDED."cena", "vrednost" = t."vrednost" + EXCLUDED."vrednost";
  -- A group whose last valuation left is removed (a client without valuations is not listed).
  DELETE FROM "statistika_klijenti_mesec" WHERE "broj" = 0;
  DELETE FROM "statistika_radnici_mesec" WHERE "broj" = 0;
  DELETE FROM "statistika_bankari_mesec" WHERE "broj" = 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "statistika_procene_unos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistika_osvezi"(array(SELECT "id" FROM novi WHERE "datum_zavrsetka" IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "statistika_procene_brisanje"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistika_osvezi"(array(SELECT "id" FROM stari WHERE "datum_zavrsetka" IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "statistika_procene_izmena"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistika_osvezi"(array(
    SELECT n."id" FROM novi n JOIN stari s ON s."id" = n."id"
    WHERE (n."datum_zavrsetka", n."dogovorena_cena", n."id_klijenta", n."id_klijenta2", n."id_klijenta3", n."vodja_id",
           n."inspekcija_id")
      IS DISTINCT FROM (s."datum_zavrsetka", s."dogovorena_cena", s."id_klijenta", s."id_klijenta2", s."id_klijenta3",
           s."vodja_id", s."inspekcija_id")
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A subject's type, corrected price or valuation changes the bankers' figures of the valuations it leaves and joins.
CREATE OR REPLACE FUNCTION "statistika_nepokretnosti_unos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistika_osvezi"(array(SELECT DISTINCT "procena_id" FROM novi WHERE "procena_id" IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "statistika_nepokretnosti_brisanje"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistika_osvezi"(array(SELECT DISTINCT "procena_id" FROM stari WHERE "procena_id" IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "statistika_nepokretnosti_izmena"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistika_osvezi"(array(
    SELECT x."procena_id" FROM novi n JOIN stari s ON s."id" = n."id"
      CROSS JOIN LATERAL (VALUES (n."procena_id"), (s."procena_id")) AS x("procena_id")
    WHERE x."procena_id" IS NOT NULL
      AND (n."procena_id", n."vrsta_id", n."korigovana_cena") IS DISTINCT FROM (s."procena_id", s."vrsta_id", s."korigovana_cena")
    GROUP BY x."procena_id"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistika_procene_insert" AFTER INSERT ON "procene" REFERENCING NEW TABLE AS novi
FOR EACH STATEMENT EXECUTE FUNCTION "statistika_procene_unos"();
--> statement-breakpoint
CREATE TRIGGER "statistika_procene_delete" AFTER DELETE ON "procene" REFERENCING OLD TABLE AS stari
FOR EACH STATEMENT EXECUTE FUNCTION "statistika_procene_brisanje"();
--> statement-breakpoint
CREATE TRIGGER "statistika_procene_update" AFTER UPDATE ON "procene" REFERENCING OLD TABLE AS stari NEW TABLE AS novi
FOR EACH STATEMENT EXECUTE FUNCTION "statistika_procene_izmena"();
--> statement-breakpoint
CREATE TRIGGER "statistika_nepokretnosti_insert" AFTER INSERT ON "nepokretnosti" REFERENCING NEW TABLE AS novi
FOR EACH STATEMENT EXECUTE FUNCTION "statistika_nepokretnosti_unos"();
--> statement-breakpoint
CREATE TRIGGER "statistika_nepokretnosti_delete" AFTER DELETE ON "nepokretnosti" REFERENCING OLD TABLE AS stari
FOR EACH STATEMENT EXECUTE FUNCTION "statistika_nepokretnosti_brisanje"();
--> statement-breakpoint
CREATE TRIGGER "statistika_nepokretnosti_update" AFTER UPDATE ON "nepokretnosti" REFERENCING OLD TABLE AS stari NEW TABLE AS novi
FOR EACH STATEMENT EXECUTE FUNCTION "statistika_nepokretnosti_izmena"();
--> statement-breakpoint
SELECT "statistika_osvezi"(array(SELECT "id" FROM "procene" WHERE "datum_zavrsetka" IS NOT NULL));
