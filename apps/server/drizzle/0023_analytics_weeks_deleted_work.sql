CREATE TABLE "analytics_brand_week" (
	"brand_id" integer NOT NULL,
	"week" date NOT NULL,
	"grade" smallint NOT NULL,
	"subject" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_brand_week_pk" PRIMARY KEY("brand_id","week","grade","subject")
);
--> statement-breakpoint
CREATE TABLE "analytics_class_week" (
	"class_id" integer NOT NULL,
	"week" date NOT NULL,
	"subject" varchar(16) NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_class_week_pk" PRIMARY KEY("class_id","week","subject")
);
--> statement-breakpoint
ALTER TABLE "analytics_counted" DROP CONSTRAINT "analytics_counted_submission_id_submissions_id_fk";
--> statement-breakpoint
ALTER TABLE "analytics_counted" ADD COLUMN "removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_class_week_school_idx" ON "analytics_class_week" USING btree ("school_id","week");--> statement-breakpoint
CREATE INDEX "analytics_counted_removed_idx" ON "analytics_counted" USING btree ("submission_id") WHERE "analytics_counted"."removed";--> statement-breakpoint
-- Deleted work (modules/analytics/README.md "Deleted work"): a submission deleted (with its lesson, chapter or
-- course) marks its ledger row, whose contribution the aggregator then takes back. Hand-written: drizzle-kit
-- does not declare triggers.
CREATE OR REPLACE FUNCTION analytics_mark_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_counted SET removed = true WHERE submission_id IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER submissions_analytics_removed AFTER DELETE ON submissions REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_removed();--> statement-breakpoint
-- Submissions already deleted (their ledger rows went by the old cascade): nothing left to take back.
-- The weekly answer counts of what is counted, from the ledger (each answer once).
INSERT INTO "analytics_class_week" ("class_id", "week", "subject", "brand_id", "school_id", "grade", "attempts", "correct")
SELECT (c.contribution->>'classId')::int, (c.contribution->>'week')::date, i->>'subject',
  max((c.contribution->>'brandId')::int), max((c.contribution->>'schoolId')::int), max((c.contribution->>'grade')::int),
  count(*), sum((i->>'x')::int)
FROM "analytics_counted" c, jsonb_array_elements(c.contribution->'items') i
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "analytics_brand_week" ("brand_id", "week", "grade", "subject", "attempts", "correct")
SELECT "brand_id", "week", "grade", "subject", sum("attempts"), sum("correct")
FROM "analytics_class_week" GROUP BY 1, 2, 3, 4;
