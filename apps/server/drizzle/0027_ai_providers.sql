CREATE TABLE "ai_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"base_url" text NOT NULL,
	"model" varchar(200) NOT NULL,
	"key_cipher" text DEFAULT '' NOT NULL,
	"key_last4" varchar(4) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_providers" ADD CONSTRAINT "ai_providers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_providers_brand_uq" ON "ai_providers" USING btree (coalesce("brand_id", 0));