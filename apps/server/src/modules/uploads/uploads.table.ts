import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/** Metadata of a stored file; the bytes are in the file storage (UPLOAD_DIR or the S3 bucket) at `storage_key`. */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<"image" | "document">().notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    originalName: text("original_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /**
     * Who may read it besides the owner, admins and staff: "public" (story images, covers, content),
     * "personal" (a profile photo: whoever may read the profile) or "private" (documents).
     */
    visibility: text("visibility").$type<"public" | "private" | "personal">().notNull().default("private"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("uploads_owner_idx").on(table.ownerId)],
);
