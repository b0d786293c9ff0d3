-- users/search (and the staff pickers) match every word with LIKE on a stored lower-case copy of the search
-- text (issue 10 item 8). ILIKE lower-cased the concatenated username, email and names of every row it read:
-- the count of q=chen read 5,800 rows in 19 ms on 100k users (PostgreSQL), LIKE on this column 1 ms.
-- The words are lower-cased by the same lower() (`search_text like lower($1)`), so matching is unchanged.
-- Not declared in users.table.ts on purpose: Drizzle's select() of users would then read it everywhere.
-- users_search_trgm_idx (the expression) stays while payroll's teacher search repeats that expression.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("username"::text || ' ' || coalesce("email"::text, '') || ' ' || "first_name" || ' ' || "last_name" || ' ' || "last_name" || "first_name")) STORED;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
