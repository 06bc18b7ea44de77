CREATE TABLE "generated_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"created_by" integer NOT NULL,
	"batch" varchar(36) NOT NULL,
	"payload" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(8) DEFAULT 'pending' NOT NULL,
	"provenance" jsonb NOT NULL,
	"accepted_question_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_questions_state_check" CHECK ("generated_questions"."state" in ('pending', 'accepted', 'rejected', 'invalid'))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "provenance" jsonb;--> statement-breakpoint
ALTER TABLE "generated_questions" ADD CONSTRAINT "generated_questions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_questions" ADD CONSTRAINT "generated_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_questions" ADD CONSTRAINT "generated_questions_accepted_question_id_questions_id_fk" FOREIGN KEY ("accepted_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_questions" ADD CONSTRAINT "generated_questions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_questions_brand_state_idx" ON "generated_questions" USING btree ("brand_id","state","id");--> statement-breakpoint
CREATE INDEX "generated_questions_batch_idx" ON "generated_questions" USING btree ("batch","id");