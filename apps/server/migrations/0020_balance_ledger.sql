CREATE TABLE "balance_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"method" text,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" integer,
	"payment_info" jsonb,
	"entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "balance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bucket" text DEFAULT 'available' NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"deposit_id" integer,
	"reverses_entry_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"rate" numeric(20, 8),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_provider_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"deposit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_accounts" ADD CONSTRAINT "balance_accounts_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_deposits" ADD CONSTRAINT "balance_deposits_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_account_id_balance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."balance_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_accounts_parent_currency_uq" ON "balance_accounts" USING btree ("parent_user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_deposits_provider_ref_uq" ON "balance_deposits" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "balance_deposits_parent_idx" ON "balance_deposits" USING btree ("parent_user_id","id");--> statement-breakpoint
CREATE INDEX "balance_entries_account_idx" ON "balance_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "balance_entries_parent_idx" ON "balance_entries" USING btree ("parent_user_id","id");--> statement-breakpoint
CREATE INDEX "balance_entries_order_idx" ON "balance_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_reverses_uq" ON "balance_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_provider_events_uq" ON "balance_provider_events" USING btree ("provider","event_id");