-- The admin enrollment list's q= matches a stored lower-case copy of the searched text with LIKE (issue 10 item 8),
-- as users/search does since 0042: ILIKE on the expression lower-cased the concatenated names and emails of every
-- row the trigram index led it to, and q=chen on 100k enrollments cost 9.5 ms of PostgreSQL CPU per request
-- (bench/RESULTS.md, enrollment). Not declared in enrollment.table.ts: Drizzle's select() would read it everywhere.
ALTER TABLE "enrolled_course_sessions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("student_first_name" || ' ' || "student_last_name" || ' ' || "student_email"::text || ' ' || "contact_name" || ' ' || "contact_email"::text)) STORED;--> statement-breakpoint
CREATE INDEX "enrolled_sessions_search_text_trgm_idx" ON "enrolled_course_sessions" USING gin ("search_text" gin_trgm_ops);
