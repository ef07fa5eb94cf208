import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff accounts and roles: the single 'admin' role becomes 'titolare' (the owner, everything)
 * beside 'venditore' (cars, photos and leads); accounts get a name and can be disabled; a request
 * can be assigned to an account, who is told by the `notifyAssignee` job.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyAssignee' BEFORE 'confirmToVisitor';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyAssignee' BEFORE 'confirmToVisitor';
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'venditore'::text;
  UPDATE "users" SET "role" = 'titolare' WHERE "role" = 'admin';
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('titolare', 'venditore');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'venditore'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "users" ADD COLUMN "name" varchar;
  ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_assigned_to_idx" ON "leads" USING btree ("assigned_to_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP CONSTRAINT "leads_assigned_to_id_users_id_fk";
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'notifyAssignee';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'notifyAssignee';
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'admin'::text;
  UPDATE "users" SET "role" = 'admin';
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'admin'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyDealer', 'confirmToVisitor', 'applyLeadRetention', 'purgeTrashedCars', 'purgeTrashedPhotos', 'nightlyBackup', 'importCars', 'resumeImports');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyDealer', 'confirmToVisitor', 'applyLeadRetention', 'purgeTrashedCars', 'purgeTrashedPhotos', 'nightlyBackup', 'importCars', 'resumeImports');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_assigned_to_idx";
  ALTER TABLE "users" DROP COLUMN "name";
  ALTER TABLE "users" DROP COLUMN "disabled";
  ALTER TABLE "leads" DROP COLUMN "assigned_to_id";`)
}
