CREATE TABLE "class_students" (
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_students_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_teachers_pk" PRIMARY KEY("class_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"name" varchar(64) NOT NULL,
	"head_teacher_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_id_school_uq" UNIQUE("id","school_id"),
	CONSTRAINT "classes_grade_check" CHECK ("classes"."grade" between 1 and 12),
	CONSTRAINT "classes_status_check" CHECK ("classes"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "support_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"brand_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_links_kind_check" CHECK ("support_links"."kind" in ('consultant', 'dl', 'correction'))
);
--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_fk" FOREIGN KEY ("class_id","school_id") REFERENCES "public"."classes"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_fk" FOREIGN KEY ("class_id","school_id") REFERENCES "public"."classes"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_head_teacher_id_users_id_fk" FOREIGN KEY ("head_teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_links" ADD CONSTRAINT "support_links_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_links" ADD CONSTRAINT "support_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_links" ADD CONSTRAINT "support_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_links" ADD CONSTRAINT "support_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_one_active_uq" ON "class_students" USING btree ("school_id","student_id") WHERE "class_students"."active";--> statement-breakpoint
CREATE INDEX "class_students_student_idx" ON "class_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "class_students_brand_idx" ON "class_students" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "class_teachers_teacher_idx" ON "class_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "class_teachers_brand_idx" ON "class_teachers" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_school_grade_name_uq" ON "classes" USING btree ("school_id","grade","name");--> statement-breakpoint
CREATE INDEX "classes_brand_grade_idx" ON "classes" USING btree ("brand_id","grade");--> statement-breakpoint
CREATE INDEX "classes_head_teacher_idx" ON "classes" USING btree ("head_teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_links_staff_student_kind_uq" ON "support_links" USING btree ("staff_id","student_id","kind");--> statement-breakpoint
CREATE INDEX "support_links_student_idx" ON "support_links" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "support_links_brand_idx" ON "support_links" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "audit_brand_idx" ON "audit_log" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops);