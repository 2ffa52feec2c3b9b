CREATE TABLE "izmene" (
	"id" serial PRIMARY KEY NOT NULL,
	"entitet" text NOT NULL,
	"zapis_id" integer NOT NULL,
	"akcija" text NOT NULL,
	"autor_id" integer,
	"vreme" timestamp with time zone DEFAULT now() NOT NULL,
	"izmene" jsonb NOT NULL,
	"kontekst" jsonb
);
--> statement-breakpoint
CREATE INDEX "izmene_entitet_zapis_vreme" ON "izmene" USING btree ("entitet","zapis_id","vreme");