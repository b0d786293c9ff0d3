CREATE TABLE "course_material_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_class_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_material_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_class_id" integer NOT NULL,
	"folder_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link_url" text,
	"upload_id" integer,
	"position" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_material_items_link_or_file" CHECK (("course_material_items"."link_url" is null) <> ("course_material_items"."upload_id" is null))
);
--> statement-breakpoint
ALTER TABLE "course_material_folders" ADD CONSTRAINT "course_material_folders_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_material_folders" ADD CONSTRAINT "course_material_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_material_items" ADD CONSTRAINT "course_material_items_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_material_items" ADD CONSTRAINT "course_material_items_folder_id_course_material_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."course_material_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_material_items" ADD CONSTRAINT "course_material_items_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_material_items" ADD CONSTRAINT "course_material_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_material_folders_class_idx" ON "course_material_folders" USING btree ("session_class_id","position");--> statement-breakpoint
CREATE INDEX "course_material_items_class_idx" ON "course_material_items" USING btree ("session_class_id","folder_id","position");--> statement-breakpoint
CREATE INDEX "course_material_items_folder_idx" ON "course_material_items" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_material_items_upload_uq" ON "course_material_items" USING btree ("upload_id");