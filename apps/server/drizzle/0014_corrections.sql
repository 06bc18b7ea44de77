CREATE TABLE "class_correctors" (
	"class_id" integer NOT NULL,
	"corrector_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_correctors_pk" PRIMARY KEY("class_id","corrector_id")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "points" real;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "marks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "corrected_by" integer;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "held_by" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_correctors" ADD CONSTRAINT "class_correctors_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_correctors" ADD CONSTRAINT "class_correctors_corrector_id_users_id_fk" FOREIGN KEY ("corrector_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_correctors" ADD CONSTRAINT "class_correctors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_correctors" ADD CONSTRAINT "class_correctors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_correctors_corrector_idx" ON "class_correctors" USING btree ("corrector_id");--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_correction_student_idx" ON "submissions" USING btree ("student_id","submitted_at") WHERE "submissions"."state" = 'submitted' or ("submissions"."state" = 'graded' and "submissions"."version" > 0);--> statement-breakpoint
CREATE INDEX "submissions_correction_class_idx" ON "submissions" USING btree ("class_id","submitted_at") WHERE "submissions"."state" = 'submitted' or ("submissions"."state" = 'graded' and "submissions"."version" > 0);--> statement-breakpoint
CREATE INDEX "submissions_correction_brand_idx" ON "submissions" USING btree ("brand_id","submitted_at") WHERE "submissions"."state" = 'submitted' or ("submissions"."state" = 'graded' and "submissions"."version" > 0);--> statement-breakpoint
CREATE INDEX "submissions_correction_time_idx" ON "submissions" USING btree ("submitted_at") WHERE "submissions"."state" = 'submitted' or ("submissions"."state" = 'graded' and "submissions"."version" > 0);--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_points_check" CHECK ("answers"."points" is null or ("answers"."points" >= 0 and "answers"."points" <= 10));--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_comment_check" CHECK (char_length("answers"."comment") <= 2000);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_version_check" CHECK ("submissions"."version" >= 0);