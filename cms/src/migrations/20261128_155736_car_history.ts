import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each car's history: every save records its account and that account's name, and whether it
 * brought back a past version; Payload copies the three into the car's versions.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "cars" ADD COLUMN "changed_by_name" varchar;
  ALTER TABLE "cars" ADD COLUMN "restored_from" timestamp(3) with time zone;
  ALTER TABLE "_cars_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "_cars_v" ADD COLUMN "version_changed_by_name" varchar;
  ALTER TABLE "_cars_v" ADD COLUMN "version_restored_from" timestamp(3) with time zone;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cars_changed_by_idx" ON "cars" USING btree ("changed_by_id");
  CREATE INDEX "_cars_v_version_version_changed_by_idx" ON "_cars_v" USING btree ("version_changed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" DROP CONSTRAINT "cars_changed_by_id_users_id_fk";
  
  ALTER TABLE "_cars_v" DROP CONSTRAINT "_cars_v_version_changed_by_id_users_id_fk";
  
  DROP INDEX "cars_changed_by_idx";
  DROP INDEX "_cars_v_version_version_changed_by_idx";
  ALTER TABLE "cars" DROP COLUMN "changed_by_id";
  ALTER TABLE "cars" DROP COLUMN "changed_by_name";
  ALTER TABLE "cars" DROP COLUMN "restored_from";
  ALTER TABLE "_cars_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "_cars_v" DROP COLUMN "version_changed_by_name";
  ALTER TABLE "_cars_v" DROP COLUMN "version_restored_from";`)
}
