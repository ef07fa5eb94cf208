import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" ADD COLUMN "description_en" varchar;
  ALTER TABLE "_cars_v" ADD COLUMN "version_description_en" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" DROP COLUMN "description_en";
  ALTER TABLE "_cars_v" DROP COLUMN "version_description_en";`)
}
