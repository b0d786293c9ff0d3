CREATE TABLE "planned_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_class_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"timezone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"series_id" text,
	"notify_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planned_lessons" ADD CONSTRAINT "planned_lessons_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_lessons" ADD CONSTRAINT "planned_lessons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "planned_lessons_class_start_uq" ON "planned_lessons" USING btree ("session_class_id","starts_at");--> statement-breakpoint
CREATE INDEX "planned_lessons_starts_idx" ON "planned_lessons" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "planned_lessons_unnotified_idx" ON "planned_lessons" USING btree ("starts_at") WHERE "planned_lessons"."notified_at" is null;