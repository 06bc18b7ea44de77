CREATE TABLE "class_session_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"payload" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_session_events_kind_check" CHECK ("class_session_events"."kind" in ('start', 'join', 'position', 'answer', 'focus', 'end'))
);
--> statement-breakpoint
CREATE TABLE "class_session_presence" (
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"question_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_session_presence_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"state" varchar(8) DEFAULT 'live' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"focus_question_id" integer,
	CONSTRAINT "class_sessions_state_check" CHECK ("class_sessions"."state" in ('live', 'ended')),
	CONSTRAINT "class_sessions_ended_check" CHECK (("class_sessions"."state" = 'ended') = ("class_sessions"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "class_session_events" ADD CONSTRAINT "class_session_events_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_session_presence" ADD CONSTRAINT "class_session_presence_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_session_presence" ADD CONSTRAINT "class_session_presence_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_focus_question_id_questions_id_fk" FOREIGN KEY ("focus_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_fk" FOREIGN KEY ("class_id","school_id") REFERENCES "public"."classes"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_session_events_session_idx" ON "class_session_events" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "class_sessions_teacher_idx" ON "class_sessions" USING btree ("teacher_id","state" DESC NULLS LAST,"started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_class_live_uq" ON "class_sessions" USING btree ("class_id") WHERE "class_sessions"."state" = 'live';--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id","started_at" DESC NULLS LAST);