CREATE TABLE "brand_bots" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"avatar_url" text DEFAULT '' NOT NULL,
	"welcome_text" text DEFAULT '' NOT NULL,
	"ai_provider_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"tab_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(40) DEFAULT '' NOT NULL,
	"config" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_modules_kind_check" CHECK ("brand_modules"."kind" in ('courseShelf', 'banner', 'shortcutGrid', 'richText'))
);
--> statement-breakpoint
CREATE TABLE "brand_pad_apps" (
	"brand_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_pad_apps_pk" PRIMARY KEY("brand_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "brand_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" varchar(40) NOT NULL,
	"icon" varchar(16) DEFAULT 'home' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"serial" varchar(64) NOT NULL,
	"model" varchar(64) DEFAULT '' NOT NULL,
	"kind" varchar(8) NOT NULL,
	"student_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_kind_ck" CHECK ("devices"."kind" in ('pen', 'pad')),
	CONSTRAINT "devices_serial_upper_ck" CHECK ("devices"."serial" = upper("devices"."serial"))
);
--> statement-breakpoint
CREATE TABLE "menu_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"role_type" smallint NOT NULL,
	"path" varchar(200) NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pad_app_files" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pad_app_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "pad_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"package_name" varchar(150) NOT NULL,
	"version" varchar(48) NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"min_os_version" varchar(11) DEFAULT '' NOT NULL,
	"file_id" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pad_package_apps" (
	"package_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "pad_package_apps_pk" PRIMARY KEY("package_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "pad_package_courses" (
	"package_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "pad_package_courses_pk" PRIMARY KEY("package_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "pad_package_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pad_package_grants_period_check" CHECK ("pad_package_grants"."ends_at" > "pad_package_grants"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "pad_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"package_type" smallint DEFAULT 1 NOT NULL,
	"days" integer DEFAULT 365 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"primary_color" varchar(7) NOT NULL,
	"sidebar_bg" varchar(7) NOT NULL,
	"sidebar_text" varchar(7) NOT NULL,
	"logo_placement" varchar(16) DEFAULT 'sidebar' NOT NULL,
	"sidebar_mode" varchar(8) DEFAULT 'dark' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "theme_id" integer;--> statement-breakpoint
ALTER TABLE "brand_bots" ADD CONSTRAINT "brand_bots_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_modules" ADD CONSTRAINT "brand_modules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_modules" ADD CONSTRAINT "brand_modules_tab_id_brand_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."brand_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pad_apps" ADD CONSTRAINT "brand_pad_apps_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pad_apps" ADD CONSTRAINT "brand_pad_apps_app_id_pad_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."pad_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_tabs" ADD CONSTRAINT "brand_tabs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_settings" ADD CONSTRAINT "menu_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_settings" ADD CONSTRAINT "menu_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_app_files" ADD CONSTRAINT "pad_app_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_apps" ADD CONSTRAINT "pad_apps_file_id_pad_app_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."pad_app_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_apps" ADD CONSTRAINT "pad_package_apps_package_id_pad_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."pad_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_apps" ADD CONSTRAINT "pad_package_apps_app_id_pad_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."pad_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_courses" ADD CONSTRAINT "pad_package_courses_package_id_pad_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."pad_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_courses" ADD CONSTRAINT "pad_package_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_grants" ADD CONSTRAINT "pad_package_grants_package_id_pad_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."pad_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_grants" ADD CONSTRAINT "pad_package_grants_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_grants" ADD CONSTRAINT "pad_package_grants_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_grants" ADD CONSTRAINT "pad_package_grants_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_package_grants" ADD CONSTRAINT "pad_package_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_modules_tab_idx" ON "brand_modules" USING btree ("tab_id","position");--> statement-breakpoint
CREATE INDEX "brand_modules_brand_idx" ON "brand_modules" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_pad_apps_app_idx" ON "brand_pad_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "brand_pad_apps_sort_idx" ON "brand_pad_apps" USING btree ("brand_id","sort");--> statement-breakpoint
CREATE INDEX "brand_tabs_brand_idx" ON "brand_tabs" USING btree ("brand_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_uq" ON "devices" USING btree ("serial" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "devices_brand_serial_idx" ON "devices" USING btree ("brand_id","serial" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "devices_brand_id_idx" ON "devices" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "devices_school_idx" ON "devices" USING btree ("school_id","id");--> statement-breakpoint
CREATE INDEX "devices_student_idx" ON "devices" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_settings_platform_uq" ON "menu_settings" USING btree ("role_type","path") WHERE "menu_settings"."brand_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_settings_brand_uq" ON "menu_settings" USING btree ("brand_id","role_type","path") WHERE "menu_settings"."brand_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pad_apps_package_name_uq" ON "pad_apps" USING btree (lower("package_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pad_apps_file_uq" ON "pad_apps" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "pad_apps_name_idx" ON "pad_apps" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "pad_apps_updated_idx" ON "pad_apps" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "pad_package_apps_app_idx" ON "pad_package_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "pad_package_courses_course_idx" ON "pad_package_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "pad_package_grants_brand_idx" ON "pad_package_grants" USING btree ("brand_id","ends_at");--> statement-breakpoint
CREATE INDEX "pad_package_grants_school_idx" ON "pad_package_grants" USING btree ("school_id","student_id","ends_at");--> statement-breakpoint
CREATE INDEX "pad_package_grants_student_idx" ON "pad_package_grants" USING btree ("student_id","ends_at");--> statement-breakpoint
CREATE INDEX "pad_package_grants_package_idx" ON "pad_package_grants" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "pad_packages_name_idx" ON "pad_packages" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "pad_packages_type_idx" ON "pad_packages" USING btree ("package_type");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_name_uq" ON "themes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "themes_name_prefix_idx" ON "themes" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_name_prefix_idx" ON "brands" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brands_theme_idx" ON "brands" USING btree ("theme_id");