import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "feed_channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"google_vehicle_ads_enabled" boolean DEFAULT true,
  	"google_vehicle_ads_key" varchar NOT NULL,
  	"meta_enabled" boolean DEFAULT true,
  	"meta_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "google_store_code" varchar;`)
  // The one row, with each channel's key, made here once: a global read before it exists would
  // answer a fresh default key each time, and replicas would disagree on the feeds' addresses.
  await db.execute(sql`
  INSERT INTO "feed_channels" ("google_vehicle_ads_key", "meta_key", "updated_at", "created_at")
  VALUES (
    replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
    replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
    now(),
    now()
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "feed_channels" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "google_store_code";`)
}
