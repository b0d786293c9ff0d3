CREATE TABLE "enrolled_course_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer,
	"course_session_id" integer NOT NULL,
	"student_user_id" integer,
	"student_first_name" text NOT NULL,
	"student_last_name" text DEFAULT '' NOT NULL,
	"student_email" "citext" NOT NULL,
	"student_phone" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"parent_user_id" integer,
	"contact_role" text DEFAULT 'other' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" "citext" DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"home_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"line_id" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"tutoring_mode" text NOT NULL,
	"previous_classes" text DEFAULT '' NOT NULL,
	"mandarin_help" boolean,
	"referral" text DEFAULT '' NOT NULL,
	"group_enrollment" text DEFAULT '' NOT NULL,
	"payment_way" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"admin_note" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"payment_status" text DEFAULT 'unknown' NOT NULL,
	"need_pay_first" boolean DEFAULT false NOT NULL,
	"wait_for_parent" boolean DEFAULT false NOT NULL,
	"ticket_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolled_session_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolled_session_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"relation" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolled_session_id" integer NOT NULL,
	"template" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"fee_amount" bigint,
	"currency" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"signer_user_id" integer,
	CONSTRAINT "enrollment_contracts_enrolled_session_id_unique" UNIQUE("enrolled_session_id")
);
--> statement-breakpoint
CREATE TABLE "enrollment_form_order" (
	"course_session_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"resume_token_hash" text,
	"user_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" "citext" NOT NULL,
	"phone" text NOT NULL,
	"home_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"line_id" text DEFAULT '' NOT NULL,
	"students" jsonb NOT NULL,
	"course_session_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text,
	"tutoring_mode" text,
	"previous_classes" text DEFAULT '' NOT NULL,
	"mandarin_help" boolean,
	"referral" text DEFAULT '' NOT NULL,
	"group_enrollment" text DEFAULT '' NOT NULL,
	"payment_way" text DEFAULT '' NOT NULL,
	"currency" text,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolled_course_sessions" ADD CONSTRAINT "enrolled_course_sessions_form_id_enrollment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."enrollment_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolled_course_sessions" ADD CONSTRAINT "enrolled_course_sessions_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolled_course_sessions" ADD CONSTRAINT "enrolled_course_sessions_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolled_session_contacts" ADD CONSTRAINT "enrolled_session_contacts_enrolled_session_id_enrolled_course_sessions_id_fk" FOREIGN KEY ("enrolled_session_id") REFERENCES "public"."enrolled_course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolled_session_contacts" ADD CONSTRAINT "enrolled_session_contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_contracts" ADD CONSTRAINT "enrollment_contracts_enrolled_session_id_enrolled_course_sessions_id_fk" FOREIGN KEY ("enrolled_session_id") REFERENCES "public"."enrolled_course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_contracts" ADD CONSTRAINT "enrollment_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_contracts" ADD CONSTRAINT "enrollment_contracts_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_forms" ADD CONSTRAINT "enrollment_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolled_sessions_list_idx" ON "enrolled_course_sessions" USING btree ("is_read","created_at","id");--> statement-breakpoint
CREATE INDEX "enrolled_sessions_session_idx" ON "enrolled_course_sessions" USING btree ("course_session_id","status");--> statement-breakpoint
CREATE INDEX "enrolled_sessions_status_idx" ON "enrolled_course_sessions" USING btree ("status","payment_status","created_at");--> statement-breakpoint
CREATE INDEX "enrolled_sessions_student_idx" ON "enrolled_course_sessions" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "enrolled_sessions_parent_idx" ON "enrolled_course_sessions" USING btree ("parent_user_id");--> statement-breakpoint
CREATE INDEX "enrolled_sessions_search_trgm_idx" ON "enrolled_course_sessions" USING gin (("student_first_name" || ' ' || "student_last_name" || ' ' || "student_email"::text || ' ' || "contact_name" || ' ' || "contact_email"::text) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "enrolled_sessions_active_email_uq" ON "enrolled_course_sessions" USING btree ("course_session_id","student_email") WHERE "enrolled_course_sessions"."status" in ('normal', 'archive');--> statement-breakpoint
CREATE INDEX "enrolled_session_contacts_session_idx" ON "enrolled_session_contacts" USING btree ("enrolled_session_id");--> statement-breakpoint
CREATE INDEX "enrollment_forms_user_idx" ON "enrollment_forms" USING btree ("user_id");