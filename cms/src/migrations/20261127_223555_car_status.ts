import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cars_status" AS ENUM('disponibile', 'prenotata', 'venduta');
  CREATE TYPE "public"."enum__cars_v_version_status" AS ENUM('disponibile', 'prenotata', 'venduta');
  ALTER TABLE "cars" ADD COLUMN "status" "enum_cars_status" DEFAULT 'disponibile' NOT NULL;
  ALTER TABLE "cars" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_cars_v" ADD COLUMN "version_status" "enum__cars_v_version_status" DEFAULT 'disponibile' NOT NULL;
  ALTER TABLE "_cars_v" ADD COLUMN "version_status_changed_at" timestamp(3) with time zone;
  CREATE INDEX "cars_status_idx" ON "cars" USING btree ("status");
  CREATE INDEX "_cars_v_version_version_status_idx" ON "_cars_v" USING btree ("version_status");`)
  // A car that was not available was off the inventory: sold, as far as anybody can tell now.
  await db.execute(sql`
   UPDATE "cars" SET "status" = CASE WHEN "is_available" THEN 'disponibile' ELSE 'venduta' END::"enum_cars_status", "status_changed_at" = "updated_at";
  UPDATE "_cars_v" SET "version_status" = CASE WHEN "version_is_available" THEN 'disponibile' ELSE 'venduta' END::"enum__cars_v_version_status", "version_status_changed_at" = "version_updated_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cars_status_idx";
  DROP INDEX "_cars_v_version_version_status_idx";
  ALTER TABLE "cars" DROP COLUMN "status";
  ALTER TABLE "cars" DROP COLUMN "status_changed_at";
  ALTER TABLE "_cars_v" DROP COLUMN "version_status";
  ALTER TABLE "_cars_v" DROP COLUMN "version_status_changed_at";
  DROP TYPE "public"."enum_cars_status";
  DROP TYPE "public"."enum__cars_v_version_status";`)
}
