import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_imports_status" AS ENUM('uploaded', 'checked', 'queued', 'running', 'done', 'failed', 'undoing', 'undone');
  CREATE TYPE "public"."enum_import_rows_action" AS ENUM('create', 'update', 'unchanged', 'error', 'sold');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importCars';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'resumeImports';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importCars';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'resumeImports';
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar NOT NULL,
  	"status" "enum_imports_status" DEFAULT 'uploaded' NOT NULL,
  	"columns" jsonb NOT NULL,
  	"rows" jsonb NOT NULL,
  	"photo_archive" jsonb,
  	"mapping" jsonb,
  	"value_map" jsonb,
  	"match_by" jsonb,
  	"mark_missing_sold" boolean DEFAULT false,
  	"total" numeric DEFAULT 0,
  	"done" numeric DEFAULT 0,
  	"error" varchar,
  	"created_by_id" integer,
  	"runner" varchar,
  	"heartbeat_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "import_rows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"import_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"row" numeric,
  	"action" "enum_import_rows_action" NOT NULL,
  	"car" numeric,
  	"messages" jsonb,
  	"previous" jsonb,
  	"undone" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cars" ADD COLUMN "stock_number" varchar;
  ALTER TABLE "_cars_v" ADD COLUMN "version_stock_number" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_rows_id" integer;
  ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "imports_status_idx" ON "imports" USING btree ("status");
  CREATE INDEX "imports_created_by_idx" ON "imports" USING btree ("created_by_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE INDEX "import_rows_import_idx" ON "import_rows" USING btree ("import_id");
  CREATE UNIQUE INDEX "import_rows_key_idx" ON "import_rows" USING btree ("key");
  CREATE INDEX "import_rows_car_idx" ON "import_rows" USING btree ("car");
  CREATE INDEX "import_rows_updated_at_idx" ON "import_rows" USING btree ("updated_at");
  CREATE INDEX "import_rows_created_at_idx" ON "import_rows" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_imports_fk" FOREIGN KEY ("imports_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_rows_fk" FOREIGN KEY ("import_rows_id") REFERENCES "public"."import_rows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cars_stock_number_idx" ON "cars" USING btree ("stock_number");
  CREATE INDEX "_cars_v_version_version_stock_number_idx" ON "_cars_v" USING btree ("version_stock_number");
  CREATE INDEX "payload_locked_documents_rels_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("imports_id");
  CREATE INDEX "payload_locked_documents_rels_import_rows_id_idx" ON "payload_locked_documents_rels" USING btree ("import_rows_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "import_rows" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "import_rows" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_rows_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyDealer', 'confirmToVisitor', 'applyLeadRetention', 'purgeTrashedCars', 'purgeTrashedPhotos');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyDealer', 'confirmToVisitor', 'applyLeadRetention', 'purgeTrashedCars', 'purgeTrashedPhotos');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "cars_stock_number_idx";
  DROP INDEX "_cars_v_version_version_stock_number_idx";
  DROP INDEX "payload_locked_documents_rels_imports_id_idx";
  DROP INDEX "payload_locked_documents_rels_import_rows_id_idx";
  ALTER TABLE "cars" DROP COLUMN "stock_number";
  ALTER TABLE "_cars_v" DROP COLUMN "version_stock_number";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_rows_id";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_import_rows_action";`)
}
