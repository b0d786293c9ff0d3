CREATE TABLE "counseling_schools_types" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"schools_type" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counseling_schools_types_type_check" CHECK ("counseling_schools_types"."schools_type" in ('DEFAULT', 'COMMON_APP', 'COALITION_APP', 'CALIFORNIA_APP'))
);
--> statement-breakpoint
ALTER TABLE "counseling_schools_types" ADD CONSTRAINT "counseling_schools_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_schools_types" ADD CONSTRAINT "counseling_schools_types_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;