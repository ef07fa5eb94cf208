import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeTrashedPhotos';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeTrashedPhotos';
  CREATE TABLE "site_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"it_about_mission" jsonb,
  	"it_about_experience" jsonb,
  	"it_services_intro" jsonb,
  	"it_service_pages_vendita_auto" jsonb,
  	"it_service_pages_ricerca_auto" jsonb,
  	"it_service_pages_finanziamenti" jsonb,
  	"it_service_pages_valutazione_auto" jsonb,
  	"it_service_pages_wrapping" jsonb,
  	"it_service_pages_noleggio" jsonb,
  	"en_about_mission" jsonb,
  	"en_about_experience" jsonb,
  	"en_services_intro" jsonb,
  	"en_service_pages_vendita_auto" jsonb,
  	"en_service_pages_ricerca_auto" jsonb,
  	"en_service_pages_finanziamenti" jsonb,
  	"en_service_pages_valutazione_auto" jsonb,
  	"en_service_pages_wrapping" jsonb,
  	"en_service_pages_noleggio" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "media" ADD COLUMN "detached_from" jsonb;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "slogan_en" varchar DEFAULT 'Your next car, chosen with confidence.';
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_texts" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyDealer', 'confirmToVisitor', 'applyLeadRetention', 'purgeTrashedCars');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyDealer', 'confirmToVisitor', 'applyLeadRetention', 'purgeTrashedCars');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_deleted_at_idx";
  ALTER TABLE "media" DROP COLUMN "detached_from";
  ALTER TABLE "media" DROP COLUMN "deleted_at";
  ALTER TABLE "site_settings" DROP COLUMN "slogan_en";`)
}
