CREATE TABLE "feedback_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"page_title" text DEFAULT '' NOT NULL,
	"file_upload_id" integer,
	"created_by" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"done_by" integer,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_issues" ADD CONSTRAINT "feedback_issues_file_upload_id_uploads_id_fk" FOREIGN KEY ("file_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_issues" ADD CONSTRAINT "feedback_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_issues" ADD CONSTRAINT "feedback_issues_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_issues_status_idx" ON "feedback_issues" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_issues_file_uq" ON "feedback_issues" USING btree ("file_upload_id");