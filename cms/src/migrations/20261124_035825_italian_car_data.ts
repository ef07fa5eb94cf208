import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cars_euro_class" AS ENUM('euro1', 'euro2', 'euro3', 'euro4', 'euro5', 'euro6', 'euro6b', 'euro6c', 'euro6d-temp', 'euro6d', 'euro6e', 'na');
  CREATE TYPE "public"."enum_cars_vat_regime" AS ENUM('esposta', 'margine');
  CREATE TYPE "public"."enum__cars_v_version_euro_class" AS ENUM('euro1', 'euro2', 'euro3', 'euro4', 'euro5', 'euro6', 'euro6b', 'euro6c', 'euro6d-temp', 'euro6d', 'euro6e', 'na');
  CREATE TYPE "public"."enum__cars_v_version_vat_regime" AS ENUM('esposta', 'margine');
  ALTER TABLE "cars" ADD COLUMN "first_registration" varchar;
  ALTER TABLE "cars" ADD COLUMN "previous_owners" numeric;
  ALTER TABLE "cars" ADD COLUMN "warranty_months" numeric;
  ALTER TABLE "cars" ADD COLUMN "service_history" boolean DEFAULT false;
  ALTER TABLE "cars" ADD COLUMN "euro_class" "enum_cars_euro_class";
  ALTER TABLE "cars" ADD COLUMN "consumption" numeric;
  ALTER TABLE "cars" ADD COLUMN "co2" numeric;
  ALTER TABLE "cars" ADD COLUMN "electric_range" numeric;
  ALTER TABLE "cars" ADD COLUMN "displacement" numeric;
  ALTER TABLE "cars" ADD COLUMN "kerb_weight" numeric;
  ALTER TABLE "cars" ADD COLUMN "doors" numeric;
  ALTER TABLE "cars" ADD COLUMN "seats" numeric;
  ALTER TABLE "cars" ADD COLUMN "new_driver_suitable" boolean;
  ALTER TABLE "cars" ADD COLUMN "vat_regime" "enum_cars_vat_regime";
  ALTER TABLE "cars" ADD COLUMN "plate" varchar;
  ALTER TABLE "cars" ADD COLUMN "vin" varchar;
  ALTER TABLE "_cars_v" ADD COLUMN "version_first_registration" varchar;
  ALTER TABLE "_cars_v" ADD COLUMN "version_previous_owners" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_warranty_months" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_service_history" boolean DEFAULT false;
  ALTER TABLE "_cars_v" ADD COLUMN "version_euro_class" "enum__cars_v_version_euro_class";
  ALTER TABLE "_cars_v" ADD COLUMN "version_consumption" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_co2" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_electric_range" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_displacement" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_kerb_weight" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_doors" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_seats" numeric;
  ALTER TABLE "_cars_v" ADD COLUMN "version_new_driver_suitable" boolean;
  ALTER TABLE "_cars_v" ADD COLUMN "version_vat_regime" "enum__cars_v_version_vat_regime";
  ALTER TABLE "_cars_v" ADD COLUMN "version_plate" varchar;
  ALTER TABLE "_cars_v" ADD COLUMN "version_vin" varchar;
  CREATE INDEX "cars_first_registration_idx" ON "cars" USING btree ("first_registration");
  CREATE INDEX "cars_euro_class_idx" ON "cars" USING btree ("euro_class");
  CREATE INDEX "cars_new_driver_suitable_idx" ON "cars" USING btree ("new_driver_suitable");
  CREATE INDEX "cars_vat_regime_idx" ON "cars" USING btree ("vat_regime");
  CREATE INDEX "_cars_v_version_version_first_registration_idx" ON "_cars_v" USING btree ("version_first_registration");
  CREATE INDEX "_cars_v_version_version_euro_class_idx" ON "_cars_v" USING btree ("version_euro_class");
  CREATE INDEX "_cars_v_version_version_new_driver_suitable_idx" ON "_cars_v" USING btree ("version_new_driver_suitable");
  CREATE INDEX "_cars_v_version_version_vat_regime_idx" ON "_cars_v" USING btree ("version_vat_regime");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cars_first_registration_idx";
  DROP INDEX "cars_euro_class_idx";
  DROP INDEX "cars_new_driver_suitable_idx";
  DROP INDEX "cars_vat_regime_idx";
  DROP INDEX "_cars_v_version_version_first_registration_idx";
  DROP INDEX "_cars_v_version_version_euro_class_idx";
  DROP INDEX "_cars_v_version_version_new_driver_suitable_idx";
  DROP INDEX "_cars_v_version_version_vat_regime_idx";
  ALTER TABLE "cars" DROP COLUMN "first_registration";
  ALTER TABLE "cars" DROP COLUMN "previous_owners";
  ALTER TABLE "cars" DROP COLUMN "warranty_months";
  ALTER TABLE "cars" DROP COLUMN "service_history";
  ALTER TABLE "cars" DROP COLUMN "euro_class";
  ALTER TABLE "cars" DROP COLUMN "consumption";
  ALTER TABLE "cars" DROP COLUMN "co2";
  ALTER TABLE "cars" DROP COLUMN "electric_range";
  ALTER TABLE "cars" DROP COLUMN "displacement";
  ALTER TABLE "cars" DROP COLUMN "kerb_weight";
  ALTER TABLE "cars" DROP COLUMN "doors";
  ALTER TABLE "cars" DROP COLUMN "seats";
  ALTER TABLE "cars" DROP COLUMN "new_driver_suitable";
  ALTER TABLE "cars" DROP COLUMN "vat_regime";
  ALTER TABLE "cars" DROP COLUMN "plate";
  ALTER TABLE "cars" DROP COLUMN "vin";
  ALTER TABLE "_cars_v" DROP COLUMN "version_first_registration";
  ALTER TABLE "_cars_v" DROP COLUMN "version_previous_owners";
  ALTER TABLE "_cars_v" DROP COLUMN "version_warranty_months";
  ALTER TABLE "_cars_v" DROP COLUMN "version_service_history";
  ALTER TABLE "_cars_v" DROP COLUMN "version_euro_class";
  ALTER TABLE "_cars_v" DROP COLUMN "version_consumption";
  ALTER TABLE "_cars_v" DROP COLUMN "version_co2";
  ALTER TABLE "_cars_v" DROP COLUMN "version_electric_range";
  ALTER TABLE "_cars_v" DROP COLUMN "version_displacement";
  ALTER TABLE "_cars_v" DROP COLUMN "version_kerb_weight";
  ALTER TABLE "_cars_v" DROP COLUMN "version_doors";
  ALTER TABLE "_cars_v" DROP COLUMN "version_seats";
  ALTER TABLE "_cars_v" DROP COLUMN "version_new_driver_suitable";
  ALTER TABLE "_cars_v" DROP COLUMN "version_vat_regime";
  ALTER TABLE "_cars_v" DROP COLUMN "version_plate";
  ALTER TABLE "_cars_v" DROP COLUMN "version_vin";
  DROP TYPE "public"."enum_cars_euro_class";
  DROP TYPE "public"."enum_cars_vat_regime";
  DROP TYPE "public"."enum__cars_v_version_euro_class";
  DROP TYPE "public"."enum__cars_v_version_vat_regime";`)
}
