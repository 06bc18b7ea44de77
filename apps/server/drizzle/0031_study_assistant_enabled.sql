ALTER TABLE "brand_bots" DROP COLUMN "ai_provider_id";--> statement-breakpoint
ALTER TABLE "brand_bots" ADD COLUMN "enabled" boolean DEFAULT false NOT NULL;
