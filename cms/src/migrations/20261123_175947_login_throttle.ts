import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payload's account lockout goes (its columns on users) and the login throttle
 * comes: one row per throttle key (an address, an address with a username, a
 * username, a device cookie), shared by every app process. Payload does not
 * manage this table, so it is not in the schema snapshot.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  CREATE TABLE "login_throttle" (
  	"key" varchar PRIMARY KEY NOT NULL,
  	"failures" integer DEFAULT 0 NOT NULL,
  	"blocked_until" timestamp(3) with time zone,
  	"last_attempt_at" timestamp(3) with time zone
  );
  CREATE INDEX "login_throttle_last_attempt_at_idx" ON "login_throttle" USING btree ("last_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "login_throttle";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
