-- Case-insensitive text (emails, usernames) and trigram search (users/search) for every module.
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
