CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
CREATE TABLE "enrolled_session_free_marks" (
	"enrolled_session_id" integer PRIMARY KEY NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"emails" jsonb NOT NULL,
	"users" jsonb NOT NULL,
	"lang" text NOT NULL,
	"custom_content" text DEFAULT '' NOT NULL,
	"expire_date" date,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"enrolled_session_id" integer,
	"session_class_id" integer,
	"user_id" integer,
	"title" text NOT NULL,
	"price" bigint NOT NULL,
	"price_currency" text NOT NULL,
	"converted_price" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_deleted" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lesson_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"lesson_log_id" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"unit" numeric(8, 4) NOT NULL,
	"price" bigint NOT NULL,
	"price_currency" text NOT NULL,
	"order_deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"receivable_date" date NOT NULL,
	"price_currency" text DEFAULT 'TWD' NOT NULL,
	"total_price" bigint DEFAULT 0 NOT NULL,
	"difference_price" bigint DEFAULT 0 NOT NULL,
	"difference_price_currency" text DEFAULT 'TWD' NOT NULL,
	"payment_info" text DEFAULT '' NOT NULL,
	"payment_info_index" integer,
	"payment_info_remark" text DEFAULT '' NOT NULL,
	"remark_to_system" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"mark_paid_at" timestamp with time zone,
	"mark_paid_by" integer,
	"rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text DEFAULT 'zh-TW' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "enrolled_session_free_marks" ADD CONSTRAINT "enrolled_session_free_marks_enrolled_session_id_enrolled_course_sessions_id_fk" FOREIGN KEY ("enrolled_session_id") REFERENCES "public"."enrolled_course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolled_session_free_marks" ADD CONSTRAINT "enrolled_session_free_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_enrolled_session_id_enrolled_course_sessions_id_fk" FOREIGN KEY ("enrolled_session_id") REFERENCES "public"."enrolled_course_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lesson_logs" ADD CONSTRAINT "order_lesson_logs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lesson_logs" ADD CONSTRAINT "order_lesson_logs_lesson_log_id_lesson_logs_id_fk" FOREIGN KEY ("lesson_log_id") REFERENCES "public"."lesson_logs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_mark_paid_by_users_id_fk" FOREIGN KEY ("mark_paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_emails_order_idx" ON "order_emails" USING btree ("order_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_user_idx" ON "order_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_enrolled_live_uq" ON "order_items" USING btree ("enrolled_session_id") WHERE "order_items"."enrolled_session_id" is not null and "order_items"."order_deleted" = 0;--> statement-breakpoint
CREATE INDEX "order_lesson_logs_item_idx" ON "order_lesson_logs" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lesson_logs_live_uq" ON "order_lesson_logs" USING btree ("lesson_log_id") WHERE "order_lesson_logs"."order_deleted" = 0;--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_list_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);