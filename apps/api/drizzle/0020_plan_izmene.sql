CREATE TABLE "plan_izmene" (
	"id" bigserial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Every statement that changes what the planning Gantt shows adds a row to plan_izmene (see the table's comment in
-- src/db/schema/poslovi.ts). Inserts only: writers never wait on one another here.
CREATE FUNCTION "plan_izmena"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "plan_izmene" DEFAULT VALUES;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plan_izmena" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "poslovi" FOR EACH STATEMENT EXECUTE FUNCTION "plan_izmena"();--> statement-breakpoint
CREATE TRIGGER "plan_izmena" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zadaci" FOR EACH STATEMENT EXECUTE FUNCTION "plan_izmena"();--> statement-breakpoint
CREATE TRIGGER "plan_izmena" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zadatak_radnici" FOR EACH STATEMENT EXECUTE FUNCTION "plan_izmena"();--> statement-breakpoint
CREATE TRIGGER "plan_izmena" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zadatak_intervali" FOR EACH STATEMENT EXECUTE FUNCTION "plan_izmena"();--> statement-breakpoint
CREATE TRIGGER "plan_izmena" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "drzavni_praznici" FOR EACH STATEMENT EXECUTE FUNCTION "plan_izmena"();--> statement-breakpoint
CREATE TRIGGER "plan_izmena" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "ime", "prezime" ON "radnici" FOR EACH STATEMENT EXECUTE FUNCTION "plan_izmena"();--> statement-breakpoint
CREATE TRIGGER "plan_izmena" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "naziv" ON "klijenti" FOR EACH STATEMENT EXECUTE FUNCTION "plan_izmena"();
