import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The about and home pages' figures, editable: a site already running keeps showing the figures it
 * showed (10+ years, 500+ clients, 100% transparency), now as rows the dealer can change. A new
 * site has no settings row yet and gets the same rows as the field's default.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_about_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"label_en" varchar
  );
  
  ALTER TABLE "site_settings_about_figures" ADD CONSTRAINT "site_settings_about_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_about_figures_order_idx" ON "site_settings_about_figures" USING btree ("_order");
  CREATE INDEX "site_settings_about_figures_parent_id_idx" ON "site_settings_about_figures" USING btree ("_parent_id");`)
  await db.execute(sql`
   INSERT INTO "site_settings_about_figures" ("_order", "_parent_id", "id", "value", "label", "label_en")
   SELECT figure."_order", settings."id", substr(md5(random()::text || figure."_order"::text), 1, 24), figure."value", figure."label", figure."label_en"
   FROM "site_settings" AS settings
   CROSS JOIN (VALUES
     (1, '10+', 'anni di esperienza', 'years of experience'),
     (2, '500+', 'clienti soddisfatti', 'happy customers'),
     (3, '100%', 'trasparenza', 'transparency')
   ) AS figure("_order", "value", "label", "label_en");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_about_figures" CASCADE;`)
}
