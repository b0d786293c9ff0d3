CREATE TABLE "counseling_profile_sections" (
	"student_user_id" integer NOT NULL,
	"section" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "counseling_profile_sections_student_user_id_section_pk" PRIMARY KEY("student_user_id","section"),
	CONSTRAINT "counseling_profile_sections_version_positive" CHECK ("counseling_profile_sections"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "counseling_profile_sections" ADD CONSTRAINT "counseling_profile_sections_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_profile_sections" ADD CONSTRAINT "counseling_profile_sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counseling_profile_sections_updated_idx" ON "counseling_profile_sections" USING btree ("student_user_id","updated_at");