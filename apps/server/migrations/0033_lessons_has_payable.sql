DROP INDEX "teaching_logs_unclaimed_idx";--> statement-breakpoint
ALTER TABLE "teaching_logs" ADD COLUMN "has_payable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "teaching_logs_unpaid_idx" ON "teaching_logs" USING btree ("teacher_user_id","started_at") WHERE "teaching_logs"."payroll_claimed" = false and "teaching_logs"."has_payable" = true;