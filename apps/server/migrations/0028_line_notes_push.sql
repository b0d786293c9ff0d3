CREATE TABLE "line_contacts" (
	"line_user_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"picture_url" text,
	"following" boolean,
	"profile_fetched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_event_id" text NOT NULL,
	"line_user_id" text,
	"user_id" integer,
	"kind" text NOT NULL,
	"message_type" text,
	"message_id" text,
	"text" text,
	"content_status" text,
	"content_type" text,
	"content_bytes" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_notes_webhook_event_id_unique" UNIQUE("webhook_event_id")
);
--> statement-breakpoint
CREATE TABLE "line_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"profiles_updated" integer DEFAULT 0 NOT NULL,
	"events_attached" integer DEFAULT 0 NOT NULL,
	"contents_fetched" integer DEFAULT 0 NOT NULL,
	"contents_expired" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_push" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"line_user_id" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"retry_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_notes" ADD CONSTRAINT "line_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_sync_runs" ADD CONSTRAINT "line_sync_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_push" ADD CONSTRAINT "line_push_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_notes_user_idx" ON "line_notes" USING btree ("user_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "line_notes_unattached_idx" ON "line_notes" USING btree ("line_user_id") WHERE "line_notes"."user_id" is null;--> statement-breakpoint
CREATE INDEX "line_notes_content_pending_idx" ON "line_notes" USING btree ("id") WHERE "line_notes"."content_status" = 'pending';--> statement-breakpoint
CREATE INDEX "line_push_due_idx" ON "line_push" USING btree ("next_attempt_at") WHERE "line_push"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "line_push_user_idx" ON "line_push" USING btree ("user_id","id");