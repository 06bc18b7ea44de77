CREATE TABLE "lesson_releases" (
	"class_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"unlock_at" timestamp with time zone,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_releases_pk" PRIMARY KEY("class_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_releases" ADD CONSTRAINT "lesson_releases_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_releases" ADD CONSTRAINT "lesson_releases_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_releases" ADD CONSTRAINT "lesson_releases_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_releases" ADD CONSTRAINT "lesson_releases_class_fk" FOREIGN KEY ("class_id","school_id") REFERENCES "public"."classes"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_releases_lesson_idx" ON "lesson_releases" USING btree ("lesson_id");