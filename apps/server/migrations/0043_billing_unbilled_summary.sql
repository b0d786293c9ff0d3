CREATE TABLE "billing_unbilled_parents" (
	"parent_user_id" integer PRIMARY KEY NOT NULL,
	"enrollment_count" integer DEFAULT 0 NOT NULL,
	"lesson_log_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_unbilled_students" (
	"student_user_id" integer PRIMARY KEY NOT NULL,
	"enrollment_count" integer DEFAULT 0 NOT NULL,
	"lesson_log_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "billing_unbilled_parents_pending_idx" ON "billing_unbilled_parents" USING btree ("parent_user_id" DESC NULLS LAST) WHERE "billing_unbilled_parents"."enrollment_count" + "billing_unbilled_parents"."lesson_log_count" > 0;--> statement-breakpoint
CREATE INDEX "orders_title_trgm_idx" ON "orders" USING gin ("title" gin_trgm_ops);