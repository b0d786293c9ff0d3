CREATE TABLE "todo_members" (
	"todo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "todo_members_todo_id_user_id_kind_pk" PRIMARY KEY("todo_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_all_day" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'Asia/Taipei' NOT NULL,
	"from_date" date NOT NULL,
	"from_time" text,
	"to_date" date,
	"to_time" text,
	"wants_reminder" boolean DEFAULT true NOT NULL,
	"reminder_number" integer DEFAULT 0 NOT NULL,
	"reminder_unit" text DEFAULT 'M' NOT NULL,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"url" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "todo_members" ADD CONSTRAINT "todo_members_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_members" ADD CONSTRAINT "todo_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todo_members_user_idx" ON "todo_members" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "todos_status_from_idx" ON "todos" USING btree ("status","from_date","id");--> statement-breakpoint
CREATE INDEX "todos_due_reminders_idx" ON "todos" USING btree ("remind_at") WHERE "todos"."reminded_at" is null and "todos"."status" = 0;