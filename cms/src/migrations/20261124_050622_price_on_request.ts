import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" ADD COLUMN "price_on_request" boolean DEFAULT false;
  ALTER TABLE "_cars_v" ADD COLUMN "version_price_on_request" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" DROP COLUMN "price_on_request";
  ALTER TABLE "_cars_v" DROP COLUMN "version_price_on_request";`)
}
