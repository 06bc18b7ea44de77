CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"brand_id" integer,
	"parent_id" integer,
	"title" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"title" varchar(200) NOT NULL,
	"subject" varchar(16) NOT NULL,
	"grade" smallint NOT NULL,
	"kind" varchar(8) DEFAULT 'normal' NOT NULL,
	"textbook_edition" varchar(100) DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_kind_check" CHECK ("courses"."kind" in ('normal', 'ai', 'book')),
	CONSTRAINT "courses_grade_check" CHECK ("courses"."grade" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "knowledge_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"subject" varchar(16) NOT NULL,
	"parent_id" integer,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_exercises" (
	"lesson_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"brand_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_exercises_pk" PRIMARY KEY("lesson_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"brand_id" integer,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"html" text,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_shares" (
	"material_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_shares_pk" PRIMARY KEY("material_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "question_knowledge_points" (
	"question_id" integer NOT NULL,
	"knowledge_point_id" integer NOT NULL,
	CONSTRAINT "question_knowledge_points_pk" PRIMARY KEY("question_id","knowledge_point_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"type" varchar(8) NOT NULL,
	"subject" varchar(16) NOT NULL,
	"grade" smallint NOT NULL,
	"difficulty" smallint DEFAULT 3 NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('single', 'multiple', 'judge', 'blank', 'short')),
	CONSTRAINT "questions_difficulty_check" CHECK ("questions"."difficulty" between 1 and 5),
	CONSTRAINT "questions_grade_check" CHECK ("questions"."grade" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_points" ADD CONSTRAINT "knowledge_points_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_points" ADD CONSTRAINT "knowledge_points_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_exercises" ADD CONSTRAINT "lesson_exercises_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_exercises" ADD CONSTRAINT "lesson_exercises_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_exercises" ADD CONSTRAINT "lesson_exercises_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_shares" ADD CONSTRAINT "material_shares_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_shares" ADD CONSTRAINT "material_shares_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_shares" ADD CONSTRAINT "material_shares_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_knowledge_points" ADD CONSTRAINT "question_knowledge_points_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_knowledge_points" ADD CONSTRAINT "question_knowledge_points_knowledge_point_id_knowledge_points_id_fk" FOREIGN KEY ("knowledge_point_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_course_parent_idx" ON "chapters" USING btree ("course_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "chapters_parent_idx" ON "chapters" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "courses_brand_kind_idx" ON "courses" USING btree ("brand_id","kind","subject","grade");--> statement-breakpoint
CREATE INDEX "courses_published_kind_idx" ON "courses" USING btree ("kind","subject","grade") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "knowledge_points_subject_idx" ON "knowledge_points" USING btree ("subject","brand_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "knowledge_points_parent_idx" ON "knowledge_points" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "lesson_exercises_question_idx" ON "lesson_exercises" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "lessons_chapter_sort_idx" ON "lessons" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "material_shares_class_idx" ON "material_shares" USING btree ("class_id","material_id");--> statement-breakpoint
CREATE INDEX "materials_owner_idx" ON "materials" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "materials_brand_idx" ON "materials" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "question_knowledge_points_kp_idx" ON "question_knowledge_points" USING btree ("knowledge_point_id","question_id");--> statement-breakpoint
CREATE INDEX "questions_brand_subject_idx" ON "questions" USING btree ("brand_id","subject","grade","id");--> statement-breakpoint
CREATE INDEX "questions_subject_grade_idx" ON "questions" USING btree ("subject","grade","type","difficulty");--> statement-breakpoint
CREATE INDEX "questions_search_tokens_idx" ON "questions" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "questions_difficulty_sort_idx" ON "questions" USING btree ("difficulty","id");--> statement-breakpoint
CREATE INDEX "questions_grade_sort_idx" ON "questions" USING btree ("grade","id");--> statement-breakpoint
CREATE INDEX "questions_updated_sort_idx" ON "questions" USING btree ("updated_at","id");