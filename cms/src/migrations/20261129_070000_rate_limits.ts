import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every throttle (sign-in, requests, saved-search sign-ups) counts in one table through
 * rate-limiter-flexible's PostgreSQL store: its own layout (a key, its points, the epoch
 * milliseconds its window ends), made here and not by the library at run time. The hand-made
 * tables it replaces go, with their counts: a throttle starting from zero once is harmless.
 * Payload does not manage this table, so it is not in the schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "rate_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );
  CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");
  DROP TABLE "login_throttle";
  DROP TABLE "lead_throttle";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "login_throttle" (
  	"key" varchar PRIMARY KEY NOT NULL,
  	"failures" integer DEFAULT 0 NOT NULL,
  	"blocked_until" timestamp(3) with time zone,
  	"last_attempt_at" timestamp(3) with time zone
  );
  CREATE INDEX "login_throttle_last_attempt_at_idx" ON "login_throttle" USING btree ("last_attempt_at");
  CREATE TABLE "lead_throttle" (
  	"key" varchar PRIMARY KEY NOT NULL,
  	"window_start" timestamp(3) with time zone NOT NULL,
  	"count" integer DEFAULT 0 NOT NULL
  );
  DROP TABLE "rate_limits";`)
}
