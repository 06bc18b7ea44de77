CREATE TABLE "analytics_class_kp" (
	"class_id" integer NOT NULL,
	"knowledge_point_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"subject" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_class_kp_pk" PRIMARY KEY("class_id","knowledge_point_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_class_kp_week" (
	"class_id" integer NOT NULL,
	"knowledge_point_id" integer NOT NULL,
	"week" date NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"subject" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_class_kp_week_pk" PRIMARY KEY("class_id","knowledge_point_id","week")
);
--> statement-breakpoint
CREATE TABLE "analytics_class_question" (
	"class_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"subject" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"sum_y" double precision DEFAULT 0 NOT NULL,
	"sum_y2" double precision DEFAULT 0 NOT NULL,
	"sum_xy" double precision DEFAULT 0 NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wrong_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_class_question_pk" PRIMARY KEY("class_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_counted" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"contribution" jsonb NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_student_kp" (
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"knowledge_point_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"subject" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_student_kp_pk" PRIMARY KEY("class_id","student_id","knowledge_point_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_watermark" (
	"id" smallint PRIMARY KEY NOT NULL,
	"through_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone,
	CONSTRAINT "analytics_watermark_one_row" CHECK ("analytics_watermark"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "analytics_counted" ADD CONSTRAINT "analytics_counted_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_class_kp_brand_idx" ON "analytics_class_kp" USING btree ("brand_id","subject");--> statement-breakpoint
CREATE INDEX "analytics_class_kp_school_idx" ON "analytics_class_kp" USING btree ("school_id","subject");--> statement-breakpoint
CREATE INDEX "analytics_class_kp_week_brand_idx" ON "analytics_class_kp_week" USING btree ("brand_id","week");--> statement-breakpoint
CREATE INDEX "analytics_class_kp_week_school_idx" ON "analytics_class_kp_week" USING btree ("school_id","week");--> statement-breakpoint
CREATE INDEX "analytics_class_kp_week_week_idx" ON "analytics_class_kp_week" USING btree ("week");--> statement-breakpoint
CREATE INDEX "analytics_class_question_question_idx" ON "analytics_class_question" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "analytics_class_question_brand_idx" ON "analytics_class_question" USING btree ("brand_id","subject");--> statement-breakpoint
CREATE INDEX "analytics_class_question_school_idx" ON "analytics_class_question" USING btree ("school_id","subject");--> statement-breakpoint
CREATE INDEX "analytics_student_kp_student_idx" ON "analytics_student_kp" USING btree ("student_id","knowledge_point_id");--> statement-breakpoint
CREATE INDEX "submissions_graded_updated_idx" ON "submissions" USING btree ("updated_at") WHERE "submissions"."state" = 'graded';--> statement-breakpoint
-- The aggregator's one row, from the beginning: its first pass counts every graded submission.
INSERT INTO "analytics_watermark" ("id", "through_at") VALUES (1, '1970-01-01T00:00:00Z') ON CONFLICT DO NOTHING;
