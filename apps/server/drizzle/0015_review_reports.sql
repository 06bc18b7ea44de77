CREATE TABLE "error_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"response" jsonb NOT NULL,
	"outcome" varchar(8),
	"explanation" text NOT NULL,
	"photo" varchar(48),
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_corrections_state_check" CHECK ("error_corrections"."state" in ('pending', 'accepted', 'returned')),
	CONSTRAINT "error_corrections_explanation_check" CHECK (char_length("error_corrections"."explanation") between 1 and 2000),
	CONSTRAINT "error_corrections_comment_check" CHECK (char_length("error_corrections"."review_comment") <= 2000),
	CONSTRAINT "error_corrections_attempt_check" CHECK ("error_corrections"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lesson_evaluations" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_evaluations_pk" PRIMARY KEY("student_id","class_id","lesson_id"),
	CONSTRAINT "lesson_evaluations_comment_check" CHECK (char_length("lesson_evaluations"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "practice_answers" (
	"practice_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"credit" real NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_answers_pk" PRIMARY KEY("practice_id","question_id"),
	CONSTRAINT "practice_answers_outcome_check" CHECK ("practice_answers"."outcome" in ('correct', 'partial', 'wrong', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "practice_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"subject" varchar(16),
	"knowledge_point_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'in_progress' NOT NULL,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "practice_sets_state_check" CHECK ("practice_sets"."state" in ('in_progress', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"brand_id" integer NOT NULL,
	"class_id" integer,
	"lesson_id" integer,
	"student_id" integer,
	"submission_id" integer,
	"question_id" integer,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_kind_check" CHECK ("share_links"."kind" in ('student_report', 'class_report', 'answer'))
);
--> statement-breakpoint
CREATE TABLE "wrong_questions" (
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"submission_id" integer,
	"practice_id" integer,
	"wrong_response" jsonb NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"correct_days" smallint DEFAULT 0 NOT NULL,
	"last_correct_on" date,
	"first_wrong_at" timestamp with time zone NOT NULL,
	"last_wrong_at" timestamp with time zone NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	"mastered_at" timestamp with time zone,
	"card" jsonb,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wrong_questions_pk" PRIMARY KEY("student_id","question_id"),
	CONSTRAINT "wrong_questions_counts_check" CHECK ("wrong_questions"."wrong_count" >= 1 and "wrong_questions"."correct_count" >= 0 and "wrong_questions"."correct_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_evaluations" ADD CONSTRAINT "lesson_evaluations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_evaluations" ADD CONSTRAINT "lesson_evaluations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_evaluations" ADD CONSTRAINT "lesson_evaluations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_evaluations" ADD CONSTRAINT "lesson_evaluations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_evaluations" ADD CONSTRAINT "lesson_evaluations_class_fk" FOREIGN KEY ("class_id","school_id") REFERENCES "public"."classes"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_practice_id_practice_sets_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_practice_id_practice_sets_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practice_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "error_corrections_attempt_uq" ON "error_corrections" USING btree ("submission_id","question_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "error_corrections_one_pending_uq" ON "error_corrections" USING btree ("submission_id","question_id") WHERE "error_corrections"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "error_corrections_student_idx" ON "error_corrections" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "error_corrections_class_idx" ON "error_corrections" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "error_corrections_brand_idx" ON "error_corrections" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "error_corrections_created_idx" ON "error_corrections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lesson_evaluations_class_lesson_idx" ON "lesson_evaluations" USING btree ("class_id","lesson_id");--> statement-breakpoint
CREATE INDEX "practice_answers_question_idx" ON "practice_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_sets_one_open_uq" ON "practice_sets" USING btree ("student_id") WHERE "practice_sets"."state" = 'in_progress';--> statement-breakpoint
CREATE INDEX "practice_sets_student_created_idx" ON "practice_sets" USING btree ("student_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "share_links_creator_idx" ON "share_links" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "share_links_class_lesson_idx" ON "share_links" USING btree ("class_id","lesson_id");--> statement-breakpoint
CREATE INDEX "share_links_submission_idx" ON "share_links" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "share_links_student_idx" ON "share_links" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "wrong_questions_student_wrong_idx" ON "wrong_questions" USING btree ("student_id","last_wrong_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wrong_questions_student_due_idx" ON "wrong_questions" USING btree ("student_id","due_at") WHERE "wrong_questions"."mastered_at" is null;--> statement-breakpoint
CREATE INDEX "wrong_questions_question_idx" ON "wrong_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "wrong_questions_submission_idx" ON "wrong_questions" USING btree ("submission_id");