import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Saved searches with e-mail alerts (docs/decisions/047-saved-search-alerts.md): the
 * `search-alerts` collection, its three jobs, and two tables Payload does not manage (so not in
 * the schema snapshot): the hashed tokens of the alerts' e-mails and the price of each car in an
 * alert's last e-mail. Both go with their alert.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_alerts_language" AS ENUM('it', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlertConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlertDigests';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeUnconfirmedAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlertConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlertDigests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeUnconfirmedAlerts';
  CREATE TABLE "search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"query" varchar,
  	"language" "enum_search_alerts_language" DEFAULT 'it',
  	"confirmed_at" timestamp(3) with time zone,
  	"consents_privacy_version" varchar NOT NULL,
  	"consents_privacy_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree ("email");
  CREATE INDEX "search_alerts_query_idx" ON "search_alerts" USING btree ("query");
  CREATE INDEX "search_alerts_confirmed_at_idx" ON "search_alerts" USING btree ("confirmed_at");
  CREATE INDEX "search_alerts_updated_at_idx" ON "search_alerts" USING btree ("updated_at");
  CREATE INDEX "search_alerts_created_at_idx" ON "search_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_alerts_fk" FOREIGN KEY ("search_alerts_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("search_alerts_id");
  CREATE TABLE "search_alert_tokens" (
  	"token_hash" char(64) PRIMARY KEY NOT NULL,
  	"alert_id" integer NOT NULL REFERENCES "search_alerts"("id") ON DELETE CASCADE,
  	"email" varchar NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "search_alert_tokens_alert_idx" ON "search_alert_tokens" USING btree ("alert_id");
  CREATE TABLE "search_alert_prices" (
  	"alert_id" integer NOT NULL REFERENCES "search_alerts"("id") ON DELETE CASCADE,
  	"car_id" integer NOT NULL,
  	"price" integer,
  	PRIMARY KEY ("alert_id", "car_id")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_alert_prices";
  DROP TABLE "search_alert_tokens";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_alerts_fk";
  DROP INDEX "payload_locked_documents_rels_search_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_alerts_id";
  DROP TABLE "search_alerts" CASCADE;
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('sendAlertConfirmation', 'sendAlertDigests', 'purgeUnconfirmedAlerts');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('sendAlertConfirmation', 'sendAlertDigests', 'purgeUnconfirmedAlerts');
  DROP TYPE "public"."enum_search_alerts_language";`)
}
