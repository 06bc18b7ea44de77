-- Role preview (issue 14 item 5): a preview session points at the admin session that opened it.
ALTER TABLE "sessions" ADD COLUMN "preview_of" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_preview_of_sessions_id_fk" FOREIGN KEY ("preview_of") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_preview_of_idx" ON "sessions" USING btree ("preview_of") WHERE "sessions"."preview_of" is not null;