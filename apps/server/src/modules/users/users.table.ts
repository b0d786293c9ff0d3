import type { Currency, Locale, Role } from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Case-insensitive text (extension created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: citext("username").notNull().unique(),
    email: citext("email").unique(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    finishBind: boolean("finish_bind").notNull().default(false),
    lang: text("lang").$type<Locale>().notNull().default("en"),
    timezone: text("timezone").notNull().default("Asia/Taipei"),
    defaultCurrency: text("default_currency").$type<Currency>().notNull().default("TWD"),
    accountBalance: bigint("account_balance", { mode: "number" }).notNull().default(0),
    accountBalanceCurrency: text("account_balance_currency").$type<Currency>().notNull().default("TWD"),
    lineUserId: text("line_user_id").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // users/search: trigram match on username, email and the name in both orders (王美玲, Mei-Ling Wang).
    index("users_search_trgm_idx").using(
      "gin",
      sql`(${table.username}::text || ' ' || coalesce(${table.email}::text, '') || ' ' || ${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.lastName} || ${table.firstName}) gin_trgm_ops`,
    ),
    index("users_created_idx").on(table.createdAt),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    index("user_roles_role_idx").on(table.role, table.userId),
  ],
);

/** A parent's children. A parent may be their own student (same id on both sides). */
export const parentStudents = pgTable(
  "parent_students",
  {
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.studentId] }),
    index("parent_students_student_idx").on(table.studentId),
  ],
);
