CREATE TABLE "payroll_unpaid_teachers" (
	"teacher_user_id" integer PRIMARY KEY NOT NULL,
	"unpaid_logs" integer DEFAULT 0 NOT NULL,
	"first_unpaid_at" timestamp with time zone,
	"latest_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payroll_unpaid_teachers" ADD CONSTRAINT "payroll_unpaid_teachers_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_unpaid_teachers_latest_idx" ON "payroll_unpaid_teachers" USING btree ("latest_at" DESC NULLS LAST,"teacher_user_id") WHERE "payroll_unpaid_teachers"."unpaid_logs" > 0;