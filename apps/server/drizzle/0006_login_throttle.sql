-- Login throttling counts per key from the last attempt (growing delays) instead of in fixed windows
-- (apps/server/src/modules/auth/login-limit.ts). The old windows' counts mean nothing to the new policy and
-- live for minutes only, so they are dropped rather than converted.
DELETE FROM "login_attempts";--> statement-breakpoint
DROP INDEX "login_attempts_window_idx";--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "last_at" bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_last_idx" ON "login_attempts" USING btree ("last_at");
