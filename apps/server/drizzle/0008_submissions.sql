CREATE TABLE "answers" (
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"outcome" varchar(8),
	"credit" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_pk" PRIMARY KEY("submission_id","question_id"),
	CONSTRAINT "answers_outcome_check" CHECK ("answers"."outcome" is null or "answers"."outcome" in ('correct', 'partial', 'wrong', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"graded_at" timestamp with time zone,
	"score" real,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"submit_key" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_state_check" CHECK ("submissions"."state" in ('in_progress', 'submitted', 'graded'))
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_class_fk" FOREIGN KEY ("class_id","school_id") REFERENCES "public"."classes"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_student_class_lesson_uq" ON "submissions" USING btree ("student_id","class_id","lesson_id");--> statement-breakpoint
CREATE INDEX "submissions_class_lesson_idx" ON "submissions" USING btree ("class_id","lesson_id");--> statement-breakpoint
CREATE INDEX "submissions_lesson_idx" ON "submissions" USING btree ("lesson_id");