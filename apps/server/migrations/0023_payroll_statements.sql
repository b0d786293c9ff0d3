CREATE TABLE "monetary_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monetary_statements_period_ck" CHECK ("monetary_statements"."period_start" <= "monetary_statements"."period_end")
);
--> statement-breakpoint
CREATE TABLE "payroll_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"payroll_id" integer NOT NULL,
	"kind" text NOT NULL,
	"teaching_log_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"class_id" integer,
	"class_name" text,
	"started_at" timestamp with time zone,
	"duration_minutes" integer,
	"salary_unit" smallint,
	"is_online" boolean,
	"rate" bigint,
	"payable_students" integer,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payroll_items_amount_ck" CHECK ("payroll_items"."amount" >= 0),
	CONSTRAINT "payroll_items_kind_ck" CHECK (("payroll_items"."kind" = 'teaching') = ("payroll_items"."teaching_log_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payroll_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"payroll_id" integer NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" text DEFAULT 'TWD' NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"payment_method" text DEFAULT 'bank_transfer' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_for_teacher" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payrolls_total_ck" CHECK ("payrolls"."total" >= 0),
	CONSTRAINT "payrolls_period_ck" CHECK ("payrolls"."period_start" <= "payrolls"."period_end")
);
--> statement-breakpoint
CREATE TABLE "teacher_ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"effective_on" date NOT NULL,
	"payroll_id" integer,
	"payment_id" integer,
	"reverses_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "teacher_payment_allocations_amount_ck" CHECK ("teacher_payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_payments_amount_ck" CHECK ("teacher_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "monetary_statements" ADD CONSTRAINT "monetary_statements_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetary_statements" ADD CONSTRAINT "monetary_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_teaching_log_id_teaching_logs_id_fk" FOREIGN KEY ("teaching_log_id") REFERENCES "public"."teaching_logs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_problems" ADD CONSTRAINT "payroll_problems_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_problems" ADD CONSTRAINT "payroll_problems_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_problems" ADD CONSTRAINT "payroll_problems_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ledger_entries" ADD CONSTRAINT "teacher_ledger_entries_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ledger_entries" ADD CONSTRAINT "teacher_ledger_entries_payment_id_teacher_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."teacher_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ledger_entries" ADD CONSTRAINT "teacher_ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payment_allocations" ADD CONSTRAINT "teacher_payment_allocations_payment_id_teacher_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."teacher_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payment_allocations" ADD CONSTRAINT "teacher_payment_allocations_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payments" ADD CONSTRAINT "teacher_payments_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payments" ADD CONSTRAINT "teacher_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monetary_statements_teacher_idx" ON "monetary_statements" USING btree ("teacher_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payroll_items_payroll_idx" ON "payroll_items" USING btree ("payroll_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_items_teaching_log_uq" ON "payroll_items" USING btree ("teaching_log_id") WHERE "payroll_items"."teaching_log_id" is not null;--> statement-breakpoint
CREATE INDEX "payroll_problems_payroll_idx" ON "payroll_problems" USING btree ("payroll_id");--> statement-breakpoint
CREATE INDEX "payrolls_teacher_idx" ON "payrolls" USING btree ("teacher_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teacher_ledger_teacher_idx" ON "teacher_ledger_entries" USING btree ("teacher_user_id","currency","effective_on");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_ledger_reverses_uq" ON "teacher_ledger_entries" USING btree ("reverses_id") WHERE "teacher_ledger_entries"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "teacher_ledger_payroll_idx" ON "teacher_ledger_entries" USING btree ("payroll_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_payment_allocations_uq" ON "teacher_payment_allocations" USING btree ("payment_id","payroll_id");--> statement-breakpoint
CREATE INDEX "teacher_payment_allocations_payroll_idx" ON "teacher_payment_allocations" USING btree ("payroll_id");--> statement-breakpoint
CREATE INDEX "teacher_payments_teacher_idx" ON "teacher_payments" USING btree ("teacher_user_id","id" DESC NULLS LAST);