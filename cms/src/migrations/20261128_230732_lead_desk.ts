import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The lead desk (docs/decisions/043-lead-desk.md): a request's dated activity, one row per entry
 * (a deleted request takes its rows with it), the day to call back and the car sold to it.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_activities_kind" AS ENUM('chiamata', 'nota', 'stato');
  CREATE TYPE "public"."enum_lead_activities_from_status" AS ENUM('nuova', 'in-lavorazione', 'chiusa');
  CREATE TYPE "public"."enum_lead_activities_to_status" AS ENUM('nuova', 'in-lavorazione', 'chiusa');
  CREATE TABLE "lead_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"kind" "enum_lead_activities_kind" NOT NULL,
  	"note" varchar,
  	"from_status" "enum_lead_activities_from_status",
  	"to_status" "enum_lead_activities_to_status",
  	"author_id" integer,
  	"author_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "remind_on" varchar;
  ALTER TABLE "leads" ADD COLUMN "sold_car_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_activities_id" integer;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_activities_lead_idx" ON "lead_activities" USING btree ("lead_id");
  CREATE INDEX "lead_activities_author_idx" ON "lead_activities" USING btree ("author_id");
  CREATE INDEX "lead_activities_updated_at_idx" ON "lead_activities" USING btree ("updated_at");
  CREATE INDEX "lead_activities_created_at_idx" ON "lead_activities" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_sold_car_id_cars_id_fk" FOREIGN KEY ("sold_car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_activities_fk" FOREIGN KEY ("lead_activities_id") REFERENCES "public"."lead_activities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_remind_on_idx" ON "leads" USING btree ("remind_on");
  CREATE INDEX "leads_sold_car_idx" ON "leads" USING btree ("sold_car_id");
  CREATE INDEX "payload_locked_documents_rels_lead_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_activities_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_activities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_activities" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_sold_car_id_cars_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_activities_fk";
  
  DROP INDEX "leads_remind_on_idx";
  DROP INDEX "leads_sold_car_idx";
  DROP INDEX "payload_locked_documents_rels_lead_activities_id_idx";
  ALTER TABLE "leads" DROP COLUMN "remind_on";
  ALTER TABLE "leads" DROP COLUMN "sold_car_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_activities_id";
  DROP TYPE "public"."enum_lead_activities_kind";
  DROP TYPE "public"."enum_lead_activities_from_status";
  DROP TYPE "public"."enum_lead_activities_to_status";`)
}
