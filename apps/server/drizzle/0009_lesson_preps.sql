CREATE TABLE "lesson_prep_revisions" (
	"prep_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"author_id" integer,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_prep_revisions_pk" PRIMARY KEY("prep_id","number"),
	CONSTRAINT "lesson_prep_revisions_number_check" CHECK ("lesson_prep_revisions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lesson_preps" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"planned_on" date,
	"state" varchar(8) DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_preps_state_check" CHECK ("lesson_preps"."state" in ('draft', 'ready'))
);
--> statement-breakpoint
ALTER TABLE "lesson_prep_revisions" ADD CONSTRAINT "lesson_prep_revisions_prep_id_lesson_preps_id_fk" FOREIGN KEY ("prep_id") REFERENCES "public"."lesson_preps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_prep_revisions" ADD CONSTRAINT "lesson_prep_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_preps" ADD CONSTRAINT "lesson_preps_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_preps" ADD CONSTRAINT "lesson_preps_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_preps" ADD CONSTRAINT "lesson_preps_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_preps" ADD CONSTRAINT "lesson_preps_class_fk" FOREIGN KEY ("class_id","school_id") REFERENCES "public"."classes"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_preps_teacher_class_lesson_uq" ON "lesson_preps" USING btree ("teacher_id","class_id","lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_preps_teacher_updated_idx" ON "lesson_preps" USING btree ("teacher_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "lesson_preps_lesson_idx" ON "lesson_preps" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_preps_class_idx" ON "lesson_preps" USING btree ("class_id");