CREATE TABLE "komparativi" (
	"id" serial PRIMARY KEY NOT NULL,
	"procena_id" integer NOT NULL,
	"predmet_id" integer NOT NULL,
	"nepokretnost_id" integer NOT NULL,
	"procentualno_uskladjivanje" double precision DEFAULT 0 NOT NULL,
	"id_kreatora" integer,
	"kreirano" timestamp with time zone DEFAULT now() NOT NULL,
	"verzija" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "komparativi_uskladjivanje" CHECK (procentualno_uskladjivanje between -90 and 100),
	CONSTRAINT "komparativi_nije_predmet" CHECK (predmet_id <> nepokretnost_id)
);
--> statement-breakpoint
ALTER TABLE "komparativi" ADD CONSTRAINT "komparativi_procena_id_procene_id_fk" FOREIGN KEY ("procena_id") REFERENCES "public"."procene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "komparativi" ADD CONSTRAINT "komparativi_predmet_id_nepokretnosti_id_fk" FOREIGN KEY ("predmet_id") REFERENCES "public"."nepokretnosti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "komparativi" ADD CONSTRAINT "komparativi_nepokretnost_id_nepokretnosti_id_fk" FOREIGN KEY ("nepokretnost_id") REFERENCES "public"."nepokretnosti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "komparativi" ADD CONSTRAINT "komparativi_id_kreatora_radnici_id_fk" FOREIGN KEY ("id_kreatora") REFERENCES "public"."radnici"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "komparativi_predmet_nepokretnost" ON "komparativi" USING btree ("predmet_id","nepokretnost_id");--> statement-breakpoint
CREATE INDEX "komparativi_procena" ON "komparativi" USING btree ("procena_id","predmet_id");--> statement-breakpoint
CREATE INDEX "komparativi_nepokretnost" ON "komparativi" USING btree ("nepokretnost_id");