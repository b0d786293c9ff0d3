ALTER TABLE "todos" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_source_key_unique" UNIQUE("source_key");