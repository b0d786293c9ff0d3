CREATE TABLE "receivable_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"receivable_order_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"receivable_date" date NOT NULL,
	"price" bigint NOT NULL,
	"price_currency" text NOT NULL,
	"converted_price" bigint NOT NULL,
	"bill_id" integer,
	"billed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivable_order_items_price_ck" CHECK ("receivable_order_items"."price" > 0 and "receivable_order_items"."converted_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receivable_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"enrolled_session_id" integer,
	"price_currency" text DEFAULT 'TWD' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"outstanding_price" bigint DEFAULT 0 NOT NULL,
	"rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivable_orders_price_ck" CHECK ("receivable_orders"."price" >= 0 and "receivable_orders"."outstanding_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "receivable_order_items" ADD CONSTRAINT "receivable_order_items_receivable_order_id_receivable_orders_id_fk" FOREIGN KEY ("receivable_order_id") REFERENCES "public"."receivable_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_order_items" ADD CONSTRAINT "receivable_order_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_orders" ADD CONSTRAINT "receivable_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_orders" ADD CONSTRAINT "receivable_orders_enrolled_session_id_enrolled_course_sessions_id_fk" FOREIGN KEY ("enrolled_session_id") REFERENCES "public"."enrolled_course_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_orders" ADD CONSTRAINT "receivable_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receivable_order_items_order_idx" ON "receivable_order_items" USING btree ("receivable_order_id","receivable_date");--> statement-breakpoint
CREATE INDEX "receivable_order_items_due_idx" ON "receivable_order_items" USING btree ("receivable_date") WHERE "receivable_order_items"."billed_at" is null;--> statement-breakpoint
CREATE INDEX "receivable_orders_user_idx" ON "receivable_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "receivable_orders_enrolled_idx" ON "receivable_orders" USING btree ("enrolled_session_id");