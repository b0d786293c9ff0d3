ALTER TABLE "order_transactions" ADD COLUMN "reverted_by" integer;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD COLUMN "revert_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_reverted_by_users_id_fk" FOREIGN KEY ("reverted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_deposits_open_idx" ON "balance_deposits" USING btree ("created_at") WHERE "balance_deposits"."status" = 'open';