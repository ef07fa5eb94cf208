import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Bulk work on the panel's car list (docs/decisions/045-bulk-car-actions.md): each bulk action,
 * who made it and what every car was before, so its undo puts them back.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'cars.bulkChanged';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'cars.bulkUndone';
  CREATE TYPE "public"."enum_car_bulk_actions_action" AS ENUM('status', 'price', 'trash');
  CREATE TABLE "car_bulk_actions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_car_bulk_actions_action" NOT NULL,
  	"change" jsonb,
  	"cars" jsonb NOT NULL,
  	"user_id" integer,
  	"username" varchar,
  	"undone_at" timestamp(3) with time zone,
  	"undone_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "car_bulk_actions_id" integer;
  ALTER TABLE "car_bulk_actions" ADD CONSTRAINT "car_bulk_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "car_bulk_actions_user_idx" ON "car_bulk_actions" USING btree ("user_id");
  CREATE INDEX "car_bulk_actions_updated_at_idx" ON "car_bulk_actions" USING btree ("updated_at");
  CREATE INDEX "car_bulk_actions_created_at_idx" ON "car_bulk_actions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_car_bulk_actions_fk" FOREIGN KEY ("car_bulk_actions_id") REFERENCES "public"."car_bulk_actions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_car_bulk_actions_id_idx" ON "payload_locked_documents_rels" USING btree ("car_bulk_actions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "car_bulk_actions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "car_bulk_actions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_car_bulk_actions_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_car_bulk_actions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "car_bulk_actions_id";
  DROP TYPE "public"."enum_car_bulk_actions_action";
  DELETE FROM "audit_log" WHERE "action" IN ('cars.bulkChanged', 'cars.bulkUndone');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('auth.signIn', 'auth.signInFailed', 'auth.signOut', 'auth.signOutEverywhere', 'auth.passwordChanged', 'settings.changed', 'texts.changed', 'users.created', 'users.changed', 'imports.applied', 'imports.undone', 'exports.cars', 'exports.leads', 'cars.trashed', 'cars.restoredFromTrash', 'cars.deletedForGood', 'media.trashed', 'media.deleted', 'leads.deleted', 'channels.changed', 'backups.downloaded');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
