import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The catalogue's version in one row, kept by triggers: every committed change to the rows the
 * public answers are read from (cars, site_settings, site_texts) raises it, whoever made it, so
 * the caches read it in O(1) at any stock size. The triggers are deferred to the commit: the
 * shared row is locked only while a transaction commits, never while it works, so two long
 * writers (an import and a panel save) cannot deadlock on it. A value is at least the time in
 * microseconds, so it never comes back to one a cache has seen, even after a restore.
 * Payload does not manage this table, so it is not in the schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "catalogue_version" (
    "id" integer PRIMARY KEY CHECK ("id" = 1),
    "version" bigint NOT NULL
  );
  INSERT INTO "catalogue_version" ("id", "version")
    VALUES (1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint);

  CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- Once per transaction: the flag is local to it.
    IF current_setting('catalogue.raised', true) = 'yes' THEN RETURN NULL; END IF;
    PERFORM set_config('catalogue.raised', 'yes', true);
    INSERT INTO "catalogue_version" ("id", "version")
      VALUES (1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
      ON CONFLICT ("id") DO UPDATE
      SET "version" = greatest("catalogue_version"."version" + 1, excluded."version");
    RETURN NULL;
  END $$;

  CREATE CONSTRAINT TRIGGER "cars_raise_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "cars"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
  CREATE CONSTRAINT TRIGGER "site_settings_raise_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "site_settings"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();
  CREATE CONSTRAINT TRIGGER "site_texts_raise_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "site_texts"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_catalogue_version"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "cars_raise_catalogue_version" ON "cars";
  DROP TRIGGER IF EXISTS "site_settings_raise_catalogue_version" ON "site_settings";
  DROP TRIGGER IF EXISTS "site_texts_raise_catalogue_version" ON "site_texts";
  DROP FUNCTION IF EXISTS "raise_catalogue_version"();
  DROP TABLE IF EXISTS "catalogue_version";`)
}
