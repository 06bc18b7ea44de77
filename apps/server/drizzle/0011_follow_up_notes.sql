CREATE TABLE "follow_up_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"note" text NOT NULL,
	"agreed" text DEFAULT '' NOT NULL,
	"contact_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_notes_note_check" CHECK (char_length("follow_up_notes"."note") between 1 and 2000),
	CONSTRAINT "follow_up_notes_agreed_check" CHECK (char_length("follow_up_notes"."agreed") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD CONSTRAINT "follow_up_notes_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD CONSTRAINT "follow_up_notes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD CONSTRAINT "follow_up_notes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_notes_student_contact_idx" ON "follow_up_notes" USING btree ("student_id","contact_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follow_up_notes_staff_idx" ON "follow_up_notes" USING btree ("staff_id");