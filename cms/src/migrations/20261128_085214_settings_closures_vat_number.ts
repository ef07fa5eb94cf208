import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_closures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "vat_number" varchar DEFAULT '00000000000';
  ALTER TABLE "site_settings_closures" ADD CONSTRAINT "site_settings_closures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_closures_order_idx" ON "site_settings_closures" USING btree ("_order");
  CREATE INDEX "site_settings_closures_parent_id_idx" ON "site_settings_closures" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_closures" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "vat_number";`)
}
