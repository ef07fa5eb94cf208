import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cars_fuel" AS ENUM('benzina', 'diesel', 'elettrica', 'ibrida', 'gpl', 'metano');
  CREATE TYPE "public"."enum_cars_transmission" AS ENUM('manuale', 'automatica', 'semiautomatica');
  CREATE TYPE "public"."enum_cars_category" AS ENUM('berlina', 'suv', 'station-wagon', 'coupe', 'cabriolet', 'city-car', 'monovolume', 'sportiva');
  CREATE TYPE "public"."enum_cars_condition" AS ENUM('nuova', 'usata', 'km0');
  CREATE TYPE "public"."enum__cars_v_version_fuel" AS ENUM('benzina', 'diesel', 'elettrica', 'ibrida', 'gpl', 'metano');
  CREATE TYPE "public"."enum__cars_v_version_transmission" AS ENUM('manuale', 'automatica', 'semiautomatica');
  CREATE TYPE "public"."enum__cars_v_version_category" AS ENUM('berlina', 'suv', 'station-wagon', 'coupe', 'cabriolet', 'city-car', 'monovolume', 'sportiva');
  CREATE TYPE "public"."enum__cars_v_version_condition" AS ENUM('nuova', 'usata', 'km0');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin');
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"year" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"mileage" numeric DEFAULT 0,
  	"power" numeric DEFAULT 0,
  	"fuel" "enum_cars_fuel" DEFAULT 'benzina' NOT NULL,
  	"transmission" "enum_cars_transmission" DEFAULT 'manuale' NOT NULL,
  	"category" "enum_cars_category" DEFAULT 'berlina' NOT NULL,
  	"condition" "enum_cars_condition" DEFAULT 'usata' NOT NULL,
  	"description" varchar,
  	"youtube_video_id" varchar,
  	"is_available" boolean DEFAULT true,
  	"gallery" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cars_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_cars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_brand" varchar NOT NULL,
  	"version_model" varchar NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_year" numeric NOT NULL,
  	"version_price" numeric NOT NULL,
  	"version_mileage" numeric DEFAULT 0,
  	"version_power" numeric DEFAULT 0,
  	"version_fuel" "enum__cars_v_version_fuel" DEFAULT 'benzina' NOT NULL,
  	"version_transmission" "enum__cars_v_version_transmission" DEFAULT 'manuale' NOT NULL,
  	"version_category" "enum__cars_v_version_category" DEFAULT 'berlina' NOT NULL,
  	"version_condition" "enum__cars_v_version_condition" DEFAULT 'usata' NOT NULL,
  	"version_description" varchar,
  	"version_youtube_video_id" varchar,
  	"version_is_available" boolean DEFAULT true,
  	"version_gallery" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_cars_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_cars_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"original_filename" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_users_role" DEFAULT 'admin' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"cars_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"days_en" varchar,
  	"hours" varchar NOT NULL,
  	"hours_en" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dealership_name" varchar DEFAULT 'Autosalone Arda' NOT NULL,
  	"slogan" varchar DEFAULT 'La tua prossima auto, scelta con fiducia.',
  	"phone" varchar DEFAULT '+39 0523 000000' NOT NULL,
  	"whatsapp" varchar DEFAULT '390000000000' NOT NULL,
  	"email" varchar DEFAULT 'info@autosalone-arda.example' NOT NULL,
  	"address_street" varchar DEFAULT 'Via Emilia 1',
  	"address_postal_code" varchar DEFAULT '29017',
  	"address_city" varchar DEFAULT 'Fiorenzuola d''Arda',
  	"address_province" varchar DEFAULT 'PC',
  	"address_latitude" numeric DEFAULT 44.9266,
  	"address_longitude" numeric DEFAULT 9.9105,
  	"social_facebook" varchar DEFAULT 'https://www.facebook.com/',
  	"social_instagram" varchar DEFAULT 'https://www.instagram.com/',
  	"analytics_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "cars_texts" ADD CONSTRAINT "cars_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars_rels" ADD CONSTRAINT "cars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars_rels" ADD CONSTRAINT "cars_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_parent_id_cars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v_texts" ADD CONSTRAINT "_cars_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cars_v_rels" ADD CONSTRAINT "_cars_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cars_v_rels" ADD CONSTRAINT "_cars_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_opening_hours" ADD CONSTRAINT "site_settings_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cars_brand_idx" ON "cars" USING btree ("brand");
  CREATE INDEX "cars_model_idx" ON "cars" USING btree ("model");
  CREATE UNIQUE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");
  CREATE INDEX "cars_year_idx" ON "cars" USING btree ("year");
  CREATE INDEX "cars_price_idx" ON "cars" USING btree ("price");
  CREATE INDEX "cars_mileage_idx" ON "cars" USING btree ("mileage");
  CREATE INDEX "cars_power_idx" ON "cars" USING btree ("power");
  CREATE INDEX "cars_fuel_idx" ON "cars" USING btree ("fuel");
  CREATE INDEX "cars_transmission_idx" ON "cars" USING btree ("transmission");
  CREATE INDEX "cars_category_idx" ON "cars" USING btree ("category");
  CREATE INDEX "cars_condition_idx" ON "cars" USING btree ("condition");
  CREATE INDEX "cars_is_available_idx" ON "cars" USING btree ("is_available");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE INDEX "cars_deleted_at_idx" ON "cars" USING btree ("deleted_at");
  CREATE INDEX "cars_texts_order_parent" ON "cars_texts" USING btree ("order","parent_id");
  CREATE INDEX "cars_rels_order_idx" ON "cars_rels" USING btree ("order");
  CREATE INDEX "cars_rels_parent_idx" ON "cars_rels" USING btree ("parent_id");
  CREATE INDEX "cars_rels_path_idx" ON "cars_rels" USING btree ("path");
  CREATE INDEX "cars_rels_media_id_idx" ON "cars_rels" USING btree ("media_id");
  CREATE INDEX "_cars_v_parent_idx" ON "_cars_v" USING btree ("parent_id");
  CREATE INDEX "_cars_v_version_version_brand_idx" ON "_cars_v" USING btree ("version_brand");
  CREATE INDEX "_cars_v_version_version_model_idx" ON "_cars_v" USING btree ("version_model");
  CREATE INDEX "_cars_v_version_version_slug_idx" ON "_cars_v" USING btree ("version_slug");
  CREATE INDEX "_cars_v_version_version_year_idx" ON "_cars_v" USING btree ("version_year");
  CREATE INDEX "_cars_v_version_version_price_idx" ON "_cars_v" USING btree ("version_price");
  CREATE INDEX "_cars_v_version_version_mileage_idx" ON "_cars_v" USING btree ("version_mileage");
  CREATE INDEX "_cars_v_version_version_power_idx" ON "_cars_v" USING btree ("version_power");
  CREATE INDEX "_cars_v_version_version_fuel_idx" ON "_cars_v" USING btree ("version_fuel");
  CREATE INDEX "_cars_v_version_version_transmission_idx" ON "_cars_v" USING btree ("version_transmission");
  CREATE INDEX "_cars_v_version_version_category_idx" ON "_cars_v" USING btree ("version_category");
  CREATE INDEX "_cars_v_version_version_condition_idx" ON "_cars_v" USING btree ("version_condition");
  CREATE INDEX "_cars_v_version_version_is_available_idx" ON "_cars_v" USING btree ("version_is_available");
  CREATE INDEX "_cars_v_version_version_updated_at_idx" ON "_cars_v" USING btree ("version_updated_at");
  CREATE INDEX "_cars_v_version_version_created_at_idx" ON "_cars_v" USING btree ("version_created_at");
  CREATE INDEX "_cars_v_version_version_deleted_at_idx" ON "_cars_v" USING btree ("version_deleted_at");
  CREATE INDEX "_cars_v_created_at_idx" ON "_cars_v" USING btree ("created_at");
  CREATE INDEX "_cars_v_updated_at_idx" ON "_cars_v" USING btree ("updated_at");
  CREATE INDEX "_cars_v_texts_order_parent" ON "_cars_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_cars_v_rels_order_idx" ON "_cars_v_rels" USING btree ("order");
  CREATE INDEX "_cars_v_rels_parent_idx" ON "_cars_v_rels" USING btree ("parent_id");
  CREATE INDEX "_cars_v_rels_path_idx" ON "_cars_v_rels" USING btree ("path");
  CREATE INDEX "_cars_v_rels_media_id_idx" ON "_cars_v_rels" USING btree ("media_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_opening_hours_order_idx" ON "site_settings_opening_hours" USING btree ("_order");
  CREATE INDEX "site_settings_opening_hours_parent_id_idx" ON "site_settings_opening_hours" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cars" CASCADE;
  DROP TABLE "cars_texts" CASCADE;
  DROP TABLE "cars_rels" CASCADE;
  DROP TABLE "_cars_v" CASCADE;
  DROP TABLE "_cars_v_texts" CASCADE;
  DROP TABLE "_cars_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_opening_hours" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_cars_fuel";
  DROP TYPE "public"."enum_cars_transmission";
  DROP TYPE "public"."enum_cars_category";
  DROP TYPE "public"."enum_cars_condition";
  DROP TYPE "public"."enum__cars_v_version_fuel";
  DROP TYPE "public"."enum__cars_v_version_transmission";
  DROP TYPE "public"."enum__cars_v_version_category";
  DROP TYPE "public"."enum__cars_v_version_condition";
  DROP TYPE "public"."enum_users_role";`)
}
