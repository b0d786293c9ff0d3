DROP INDEX "enrolled_sessions_list_idx";--> statement-breakpoint
DROP INDEX "user_tags_tag_idx";--> statement-breakpoint
DROP INDEX "user_roles_role_idx";--> statement-breakpoint
CREATE INDEX "enrolled_sessions_list_idx" ON "enrolled_course_sessions" USING btree ("is_read","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_tags_tag_idx" ON "user_tags" USING btree ("tag_id","user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role","user_id");