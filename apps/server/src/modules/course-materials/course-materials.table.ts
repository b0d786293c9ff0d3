import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";

/** A folder (unit, category) of a class's materials, in `position` order within the class. */
export const courseMaterialFolders = pgTable(
  "course_material_folders",
  {
    id: serial("id").primaryKey(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("course_material_folders_class_idx").on(table.sessionClassId, table.position)],
);

/**
 * One material: a link or a file (an upload, private: GET /files reads it through this module's
 * fileReadGrant), in `position` order within its folder (or the class's top level, folder null).
 */
export const courseMaterialItems = pgTable(
  "course_material_items",
  {
    id: serial("id").primaryKey(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    folderId: integer("folder_id").references(() => courseMaterialFolders.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    linkUrl: text("link_url"),
    // The owner deleting the document (DELETE /api/document/{id}) takes its material with it.
    uploadId: integer("upload_id").references(() => uploads.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("course_material_items_class_idx").on(table.sessionClassId, table.folderId, table.position),
    index("course_material_items_folder_idx").on(table.folderId),
    // A file belongs to one material: its readers are that class's people.
    uniqueIndex("course_material_items_upload_uq").on(table.uploadId),
    check(
      "course_material_items_link_or_file",
      sql`(${table.linkUrl} is null) <> (${table.uploadId} is null)`,
    ),
  ],
);
