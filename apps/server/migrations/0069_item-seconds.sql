CREATE TABLE "test_item_seconds" (
	"attempt_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "test_item_seconds_attempt_id_item_key_pk" PRIMARY KEY("attempt_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "test_item_seconds" ADD CONSTRAINT "test_item_seconds_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;