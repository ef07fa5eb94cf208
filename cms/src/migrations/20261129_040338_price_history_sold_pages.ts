import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every car's price history (docs/decisions/048-price-history-and-sold-pages.md), its current
 * reduction, the date it was sold, and the days a sold car's page stays. Existing cars start their
 * history with the price they have, dated at their last save (it has held at least since then);
 * sold cars are dated at their last change of status, or their last save.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "car_prices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"car_id" integer NOT NULL,
  	"price" numeric NOT NULL,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"changed_by_id" integer,
  	"changed_by_name" varchar
  );
  
  ALTER TABLE "cars" ADD COLUMN "sold_at" timestamp(3) with time zone;
  ALTER TABLE "cars" ADD COLUMN "price_drop" jsonb;
  ALTER TABLE "_cars_v" ADD COLUMN "version_sold_at" timestamp(3) with time zone;
  ALTER TABLE "_cars_v" ADD COLUMN "version_price_drop" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "car_prices_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "sold_page_days" numeric DEFAULT 90 NOT NULL;
  ALTER TABLE "car_prices" ADD CONSTRAINT "car_prices_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "car_prices" ADD CONSTRAINT "car_prices_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "car_prices_car_idx" ON "car_prices" USING btree ("car_id");
  CREATE INDEX "car_prices_changed_by_idx" ON "car_prices" USING btree ("changed_by_id");
  CREATE INDEX "car_changedAt_idx" ON "car_prices" USING btree ("car_id","changed_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_car_prices_fk" FOREIGN KEY ("car_prices_id") REFERENCES "public"."car_prices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_car_prices_id_idx" ON "payload_locked_documents_rels" USING btree ("car_prices_id");`)
  await db.execute(sql`
  INSERT INTO "car_prices" ("car_id", "price", "changed_at", "changed_by_id", "changed_by_name")
    SELECT "id", "price", "updated_at", "changed_by_id", "changed_by_name" FROM "cars" WHERE "price" IS NOT NULL;
  UPDATE "cars" SET "sold_at" = coalesce("status_changed_at", "updated_at") WHERE "status" = 'venduta';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "car_prices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "car_prices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_car_prices_fk";
  
  DROP INDEX "payload_locked_documents_rels_car_prices_id_idx";
  ALTER TABLE "cars" DROP COLUMN "sold_at";
  ALTER TABLE "cars" DROP COLUMN "price_drop";
  ALTER TABLE "_cars_v" DROP COLUMN "version_sold_at";
  ALTER TABLE "_cars_v" DROP COLUMN "version_price_drop";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "car_prices_id";
  ALTER TABLE "site_settings" DROP COLUMN "sold_page_days";`)
}
