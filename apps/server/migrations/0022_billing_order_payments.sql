CREATE TABLE "order_paid_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"paid_on" date NOT NULL,
	"original_amount" bigint NOT NULL,
	"original_currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate" text DEFAULT '1' NOT NULL,
	"credited_amount" bigint DEFAULT 0 NOT NULL,
	"proof_upload_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"account_last5" text,
	"ledger_entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_transactions_amount_ck" CHECK ("order_transactions"."amount" > 0 and "order_transactions"."original_amount" > 0),
	CONSTRAINT "order_transactions_credit_ck" CHECK ("order_transactions"."credited_amount" >= 0 and "order_transactions"."credited_amount" <= "order_transactions"."amount")
);
--> statement-breakpoint
CREATE TABLE "bill_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reminder_day" integer NOT NULL,
	"run_on" date NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_paid_marks" ADD CONSTRAINT "order_paid_marks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_paid_marks" ADD CONSTRAINT "order_paid_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_reminders" ADD CONSTRAINT "bill_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_paid_marks_ref_uq" ON "order_paid_marks" USING btree ("order_id","ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "order_problems_order_idx" ON "order_problems" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_transactions_order_idx" ON "order_transactions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_transactions_pending_idx" ON "order_transactions" USING btree ("created_at") WHERE "order_transactions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bill_reminders_order_day_uq" ON "bill_reminders" USING btree ("order_id","reminder_day");--> statement-breakpoint
CREATE INDEX "bill_reminders_sent_idx" ON "bill_reminders" USING btree ("sent_at");