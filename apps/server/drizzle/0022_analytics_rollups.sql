CREATE TABLE "analytics_brand_kp_week" (
	"brand_id" integer NOT NULL,
	"knowledge_point_id" integer NOT NULL,
	"week" date NOT NULL,
	"grade" smallint NOT NULL,
	"subject" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_brand_kp_week_pk" PRIMARY KEY("brand_id","knowledge_point_id","week","grade")
);
--> statement-breakpoint
CREATE TABLE "analytics_brand_question" (
	"brand_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"subject" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"sum_y" double precision DEFAULT 0 NOT NULL,
	"sum_y2" double precision DEFAULT 0 NOT NULL,
	"sum_xy" double precision DEFAULT 0 NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wrong_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_brand_question_pk" PRIMARY KEY("brand_id","question_id","grade")
);
--> statement-breakpoint
CREATE TABLE "analytics_class_subject" (
	"class_id" integer NOT NULL,
	"subject" varchar(16) NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_class_subject_pk" PRIMARY KEY("class_id","subject")
);
--> statement-breakpoint
CREATE INDEX "analytics_brand_question_question_idx" ON "analytics_brand_question" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "analytics_class_subject_brand_idx" ON "analytics_class_subject" USING btree ("brand_id","subject");--> statement-breakpoint
CREATE INDEX "analytics_class_subject_school_idx" ON "analytics_class_subject" USING btree ("school_id","subject");--> statement-breakpoint
-- The rollups of what is counted already (the class tables summed), so that they agree from the start.
INSERT INTO "analytics_class_subject" ("class_id", "subject", "brand_id", "school_id", "grade", "attempts", "correct")
SELECT "class_id", "subject", max("brand_id"), max("school_id"), max("grade"), sum("attempts"), sum("correct")
FROM "analytics_class_kp" GROUP BY "class_id", "subject";--> statement-breakpoint
INSERT INTO "analytics_brand_kp_week" ("brand_id", "knowledge_point_id", "week", "grade", "subject", "attempts", "correct")
SELECT "brand_id", "knowledge_point_id", "week", "grade", max("subject"), sum("attempts"), sum("correct")
FROM "analytics_class_kp_week" GROUP BY "brand_id", "knowledge_point_id", "week", "grade";--> statement-breakpoint
INSERT INTO "analytics_brand_question" ("brand_id", "question_id", "grade", "subject", "attempts", "correct", "sum_y",
  "sum_y2", "sum_xy", "choices", "wrong_answers")
SELECT t."brand_id", t."question_id", t."grade", max(t."subject"), sum(t."attempts"), sum(t."correct"), sum(t."sum_y"),
  sum(t."sum_y2"), sum(t."sum_xy"),
  coalesce((SELECT jsonb_object_agg(m.key, m.n) FROM (SELECT e.key, sum(e.value::int) AS n
    FROM "analytics_class_question" c, jsonb_each_text(c."choices") e
    WHERE c."brand_id" = t."brand_id" AND c."question_id" = t."question_id" AND c."grade" = t."grade" GROUP BY e.key) m), '{}'::jsonb),
  coalesce((SELECT jsonb_object_agg(m.key, m.n) FROM (SELECT e.key, sum(e.value::int) AS n
    FROM "analytics_class_question" c, jsonb_each_text(c."wrong_answers") e
    WHERE c."brand_id" = t."brand_id" AND c."question_id" = t."question_id" AND c."grade" = t."grade" GROUP BY e.key) m), '{}'::jsonb)
FROM "analytics_class_question" t GROUP BY t."brand_id", t."question_id", t."grade";
