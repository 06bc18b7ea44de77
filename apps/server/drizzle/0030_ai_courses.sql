CREATE TABLE "ai_course_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"ai_course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"lesson_id" integer,
	"question_id" integer,
	"knowledge_point_id" integer NOT NULL,
	"reason" jsonb NOT NULL,
	"state" varchar(8) DEFAULT 'pending' NOT NULL,
	"response" jsonb,
	"outcome" varchar(8),
	"credit" real,
	"correct" boolean,
	"p_known_after" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "ai_course_items_kind_check" CHECK ("ai_course_items"."kind" in ('lesson', 'question')),
	CONSTRAINT "ai_course_items_state_check" CHECK ("ai_course_items"."state" in ('pending', 'answered', 'done')),
	CONSTRAINT "ai_course_items_target_check" CHECK (("ai_course_items"."kind" = 'lesson' and "ai_course_items"."lesson_id" is not null) or ("ai_course_items"."kind" = 'question' and "ai_course_items"."question_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ai_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer,
	"created_by" integer NOT NULL,
	"subject" varchar(16) NOT NULL,
	"knowledge_point_ids" jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "ai_courses_course_id_unique" UNIQUE("course_id"),
	CONSTRAINT "ai_courses_state_check" CHECK ("ai_courses"."state" in ('active', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "student_kp_states" (
	"student_id" integer NOT NULL,
	"knowledge_point_id" integer NOT NULL,
	"p_init" real NOT NULL,
	"p_transit" real NOT NULL,
	"p_slip" real NOT NULL,
	"p_guess" real NOT NULL,
	"p_known" double precision NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_kp_states_pk" PRIMARY KEY("student_id","knowledge_point_id")
);
--> statement-breakpoint
ALTER TABLE "ai_course_items" ADD CONSTRAINT "ai_course_items_ai_course_id_ai_courses_id_fk" FOREIGN KEY ("ai_course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_items" ADD CONSTRAINT "ai_course_items_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_items" ADD CONSTRAINT "ai_course_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_items" ADD CONSTRAINT "ai_course_items_knowledge_point_id_knowledge_points_id_fk" FOREIGN KEY ("knowledge_point_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD CONSTRAINT "ai_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD CONSTRAINT "ai_courses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD CONSTRAINT "ai_courses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD CONSTRAINT "ai_courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_kp_states" ADD CONSTRAINT "student_kp_states_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_kp_states" ADD CONSTRAINT "student_kp_states_knowledge_point_id_knowledge_points_id_fk" FOREIGN KEY ("knowledge_point_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_course_items_position_uq" ON "ai_course_items" USING btree ("ai_course_id","position");--> statement-breakpoint
CREATE INDEX "ai_course_items_question_idx" ON "ai_course_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "ai_course_items_lesson_idx" ON "ai_course_items" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "ai_courses_student_idx" ON "ai_courses" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "ai_courses_brand_idx" ON "ai_courses" USING btree ("brand_id","school_id");--> statement-breakpoint
CREATE INDEX "student_kp_states_kp_idx" ON "student_kp_states" USING btree ("knowledge_point_id");