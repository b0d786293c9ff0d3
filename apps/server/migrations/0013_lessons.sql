CREATE TABLE "greet_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_class_id" integer NOT NULL,
	"teacher_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timezone" text DEFAULT 'Asia/Taipei' NOT NULL,
	"is_same_address" boolean DEFAULT true NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"encrypted_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"session_class_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"salary" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'TWD' NOT NULL,
	"online_salary" bigint,
	"online_currency" text,
	"notes" text DEFAULT '' NOT NULL,
	"replied_status" smallint DEFAULT 0 NOT NULL,
	"replied_at" timestamp with time zone,
	"need_greet_meeting" boolean DEFAULT false NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"teaching_log_id" integer NOT NULL,
	"session_class_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"student_user_id" integer NOT NULL,
	"student_class_ticket_id" integer,
	"fee" bigint DEFAULT 0 NOT NULL,
	"fee_currency" text DEFAULT 'TWD' NOT NULL,
	"attendance_status" smallint DEFAULT 1 NOT NULL,
	"has_vocab_test" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_logs_fee_ck" CHECK ("lesson_logs"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teaching_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"session_class_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"salary" bigint DEFAULT 0 NOT NULL,
	"salary_currency" text DEFAULT 'TWD' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"timezone" text DEFAULT 'Asia/Taipei' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"homework" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"mail_to_students" boolean DEFAULT false NOT NULL,
	"mail_to_parents" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaching_logs_duration_ck" CHECK ("teaching_logs"."duration_minutes" > 0 and "teaching_logs"."duration_minutes" <= 720),
	CONSTRAINT "teaching_logs_salary_ck" CHECK ("teaching_logs"."salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_student_terms" (
	"session_class_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"student_class_ticket_id" integer,
	"fee" bigint DEFAULT 0 NOT NULL,
	"fee_currency" text DEFAULT 'TWD' NOT NULL,
	"online_fee" bigint,
	"online_fee_currency" text,
	"need_pay_first" boolean DEFAULT false NOT NULL,
	"default_parents_receivers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_student_terms_session_class_id_student_user_id_pk" PRIMARY KEY("session_class_id","student_user_id"),
	CONSTRAINT "class_student_terms_fee_ck" CHECK ("class_student_terms"."fee" >= 0 and coalesce("class_student_terms"."online_fee", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_teacher_terms" (
	"session_class_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"salary" bigint DEFAULT 0 NOT NULL,
	"salary_currency" text DEFAULT 'TWD' NOT NULL,
	"online_salary" bigint,
	"online_salary_currency" text,
	"salary_unit" smallint DEFAULT 3 NOT NULL,
	"can_see_others" boolean DEFAULT false NOT NULL,
	"need_to_intro" boolean DEFAULT false NOT NULL,
	"is_update_teacher_bio" boolean DEFAULT false NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"bio_zh" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_teacher_terms_session_class_id_teacher_user_id_pk" PRIMARY KEY("session_class_id","teacher_user_id"),
	CONSTRAINT "class_teacher_terms_salary_ck" CHECK ("class_teacher_terms"."salary" >= 0 and coalesce("class_teacher_terms"."online_salary", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "private_lesson_timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_class_id" integer NOT NULL,
	"from_time" time,
	"to_time" time,
	"times" smallint DEFAULT 2 NOT NULL,
	"per" text DEFAULT 'M' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_lessons" (
	"session_class_id" integer PRIMARY KEY NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"subject_type" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"request_time_info" text DEFAULT '' NOT NULL,
	"request_content" text DEFAULT '' NOT NULL,
	"contact_tool_preference" smallint DEFAULT 1 NOT NULL,
	"started_date" date,
	"started_time" time,
	"duration_minutes" integer DEFAULT 120 NOT NULL,
	"look_for_teacher" boolean DEFAULT false NOT NULL,
	"admin_note" text DEFAULT '' NOT NULL,
	"teacher_note" text DEFAULT '' NOT NULL,
	"mail_content" text DEFAULT '' NOT NULL,
	"mail_to_teachers" boolean DEFAULT false NOT NULL,
	"mail_to_students" boolean DEFAULT false NOT NULL,
	"mail_to_parents" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "greet_meetings" ADD CONSTRAINT "greet_meetings_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greet_meetings" ADD CONSTRAINT "greet_meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_invitations" ADD CONSTRAINT "teacher_invitations_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_invitations" ADD CONSTRAINT "teacher_invitations_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_invitations" ADD CONSTRAINT "teacher_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_logs" ADD CONSTRAINT "lesson_logs_teaching_log_id_teaching_logs_id_fk" FOREIGN KEY ("teaching_log_id") REFERENCES "public"."teaching_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_logs" ADD CONSTRAINT "lesson_logs_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_logs" ADD CONSTRAINT "lesson_logs_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_logs" ADD CONSTRAINT "lesson_logs_student_class_ticket_id_student_class_tickets_id_fk" FOREIGN KEY ("student_class_ticket_id") REFERENCES "public"."student_class_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_logs" ADD CONSTRAINT "teaching_logs_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_logs" ADD CONSTRAINT "teaching_logs_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_logs" ADD CONSTRAINT "teaching_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_logs" ADD CONSTRAINT "teaching_logs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_student_terms" ADD CONSTRAINT "class_student_terms_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_student_terms" ADD CONSTRAINT "class_student_terms_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_student_terms" ADD CONSTRAINT "class_student_terms_student_class_ticket_id_student_class_tickets_id_fk" FOREIGN KEY ("student_class_ticket_id") REFERENCES "public"."student_class_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teacher_terms" ADD CONSTRAINT "class_teacher_terms_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teacher_terms" ADD CONSTRAINT "class_teacher_terms_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_lesson_timeslots" ADD CONSTRAINT "private_lesson_timeslots_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_lessons" ADD CONSTRAINT "private_lessons_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_lessons" ADD CONSTRAINT "private_lessons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "greet_meetings_class_idx" ON "greet_meetings" USING btree ("session_class_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_invitations_encrypted_uq" ON "teacher_invitations" USING btree ("encrypted_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_invitations_class_teacher_uq" ON "teacher_invitations" USING btree ("session_class_id","teacher_user_id");--> statement-breakpoint
CREATE INDEX "teacher_invitations_teacher_idx" ON "teacher_invitations" USING btree ("teacher_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_logs_teaching_student_uq" ON "lesson_logs" USING btree ("teaching_log_id","student_user_id");--> statement-breakpoint
CREATE INDEX "lesson_logs_student_started_idx" ON "lesson_logs" USING btree ("student_user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_logs_class_started_idx" ON "lesson_logs" USING btree ("session_class_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_logs_started_idx" ON "lesson_logs" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_logs_ticket_idx" ON "lesson_logs" USING btree ("student_class_ticket_id");--> statement-breakpoint
CREATE INDEX "teaching_logs_class_started_idx" ON "teaching_logs" USING btree ("session_class_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teaching_logs_teacher_started_idx" ON "teaching_logs" USING btree ("teacher_user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teaching_logs_started_idx" ON "teaching_logs" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "class_student_terms_student_idx" ON "class_student_terms" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "class_teacher_terms_teacher_idx" ON "class_teacher_terms" USING btree ("teacher_user_id");--> statement-breakpoint
CREATE INDEX "private_lesson_timeslots_class_idx" ON "private_lesson_timeslots" USING btree ("session_class_id","sort_order");