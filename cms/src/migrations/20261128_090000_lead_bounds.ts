import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The storage quota of visitors' photos: one row per request's photos (their bytes, tied to the
 * request so they stop counting when it is deleted), or a reservation while they are being stored
 * (no request yet). Payload does not manage this table, so it is not in the schema snapshot. The
 * site-wide hourly cap of requests uses the existing lead_throttle table (key 'site').
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_photo_bytes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer REFERENCES "leads"("id") ON DELETE CASCADE,
  	"bytes" bigint NOT NULL,
  	"stored_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "lead_photo_bytes_stored_at_idx" ON "lead_photo_bytes" USING btree ("stored_at");
  CREATE INDEX "lead_photo_bytes_lead_idx" ON "lead_photo_bytes" USING btree ("lead_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "lead_photo_bytes";`)
}
