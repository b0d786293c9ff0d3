CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "balance_provider_events" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "balance_provider_events" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "balance_provider_events" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "balance_provider_events" ADD COLUMN "outcome" text DEFAULT 'credited' NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_provider_events" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "balance_provider_events" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD COLUMN "conversion_remainder" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "void_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_outbox_dedupe_uq" ON "job_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "job_outbox_due_idx" ON "job_outbox" USING btree ("run_after") WHERE "job_outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "balance_provider_events" ADD CONSTRAINT "balance_provider_events_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;