CREATE TABLE "ai_request_counts" (
	"key" varchar(80) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_request_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "ai_request_counts_window_idx" ON "ai_request_counts" USING btree ("window_start");