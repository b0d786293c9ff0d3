CREATE TABLE "progress_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_class_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"period" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author_user_id" integer,
	"updated_by" integer,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_reports_period_ck" CHECK ("progress_reports"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reports_class_student_period_uq" ON "progress_reports" USING btree ("session_class_id","student_user_id","period");--> statement-breakpoint
CREATE INDEX "progress_reports_student_idx" ON "progress_reports" USING btree ("student_user_id","period");--> statement-breakpoint
CREATE INDEX "progress_reports_period_idx" ON "progress_reports" USING btree ("period","id");