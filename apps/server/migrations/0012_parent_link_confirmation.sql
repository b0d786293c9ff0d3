-- Issue 9: a parent's link request waits here until the student, a linked parent or an admin confirms it.
-- parent_students keeps confirmed links only, so every existing link (the demo seed's too) stays confirmed.
CREATE TABLE "parent_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"via" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_link_requests" ADD CONSTRAINT "parent_link_requests_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_link_requests" ADD CONSTRAINT "parent_link_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_link_requests_pair_uq" ON "parent_link_requests" USING btree ("parent_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_link_requests_token_uq" ON "parent_link_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "parent_link_requests_student_idx" ON "parent_link_requests" USING btree ("student_id");