-- Records written before mesto_kljuc existed get their settlement's key (place names are Latin: č ć š ž đ folded as
-- kljucPretrage folds them).
UPDATE "klijenti" AS k
SET "mesto_kljuc" = replace(lower(translate(g."naziv", 'ČĆŠŽčćšž', 'CCSZccsz')), 'đ', 'dj')
FROM "gradovi" AS g
WHERE g."id" = k."id_grada" AND k."mesto_kljuc" IS NULL;
--> statement-breakpoint
-- klijenti_broj counts the records of each type; statement triggers keep it in the transaction of every write.
INSERT INTO "klijenti_broj" ("tip", "broj")
SELECT t, (SELECT count(*) FROM "klijenti" WHERE "tip" = t) FROM generate_series(1, 3) AS t
ON CONFLICT ("tip") DO UPDATE SET "broj" = EXCLUDED."broj";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "klijenti_broj_dodaj"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "klijenti_broj" AS b SET "broj" = b."broj" + n.broj
  FROM (SELECT "tip", count(*)::int AS broj FROM novi GROUP BY "tip") AS n WHERE b."tip" = n."tip";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "klijenti_broj_oduzmi"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "klijenti_broj" AS b SET "broj" = b."broj" - s.broj
  FROM (SELECT "tip", count(*)::int AS broj FROM stari GROUP BY "tip") AS s WHERE b."tip" = s."tip";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "klijenti_broj_izmeni"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "klijenti_broj" AS b SET "broj" = b."broj" + d.broj
  FROM (
    SELECT "tip", sum(delta)::int AS broj FROM (
      SELECT "tip", 1 AS delta FROM novi UNION ALL SELECT "tip", -1 FROM stari
    ) AS promene GROUP BY "tip" HAVING sum(delta) <> 0
  ) AS d
  WHERE b."tip" = d."tip";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "klijenti_broj_insert" AFTER INSERT ON "klijenti" REFERENCING NEW TABLE AS novi
FOR EACH STATEMENT EXECUTE FUNCTION "klijenti_broj_dodaj"();
--> statement-breakpoint
CREATE TRIGGER "klijenti_broj_delete" AFTER DELETE ON "klijenti" REFERENCING OLD TABLE AS stari
FOR EACH STATEMENT EXECUTE FUNCTION "klijenti_broj_oduzmi"();
--> statement-breakpoint
CREATE TRIGGER "klijenti_broj_update" AFTER UPDATE ON "klijenti" REFERENCING OLD TABLE AS stari NEW TABLE AS novi
FOR EACH STATEMENT EXECUTE FUNCTION "klijenti_broj_izmeni"();
