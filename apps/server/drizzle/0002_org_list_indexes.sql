CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "users_live_school_role_idx" ON "users" USING btree ("school_id","role_type") WHERE "users"."deleted_at" is null;