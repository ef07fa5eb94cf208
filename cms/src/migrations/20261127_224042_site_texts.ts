import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_texts" CASCADE;`)
}
