import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A visitor's trade-in photos belong to their request (decision record 018). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "lead_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_lead_idx" ON "media" USING btree ("lead_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_lead_id_leads_id_fk";
  
  DROP INDEX "media_lead_idx";
  ALTER TABLE "media" DROP COLUMN "lead_id";`)
}
