import type { Locale } from "@edu/shared";
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { userRoles, users } from "../users/users.table";
import { contactMessages } from "./contact.table";

export type ContactMessageRow = typeof contactMessages.$inferSelect;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function insertContactMessage(
  db: DbOrTx,
  values: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error("contact message insert");
  return row;
}

export async function listContactMessagePage(
  db: DbOrTx,
  filter: { q?: string; handled?: boolean },
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.handled !== undefined) conditions.push(eq(contactMessages.handled, filter.handled));
  if (filter.q) {
    const like = escapeLike(filter.q);
    conditions.push(
      sql`(${contactMessages.name} ilike ${like} or coalesce(${contactMessages.email}, '') ilike ${like} or ${contactMessages.message} ilike ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findContactMessage(db: DbOrTx, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function setHandled(db: DbOrTx, id: number, handled: boolean, by: number) {
  const [row] = await db
    .update(contactMessages)
    .set(
      handled
        ? { handled: true, handledAt: sql`now()`, handledBy: by }
        : { handled: false, handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

/** Active admins and staff with an email: who is told about a contact message by default. */
export async function listStaffRecipients(db: DbOrTx): Promise<Array<{ email: string; lang: Locale }>> {
  const rows = await db
    .selectDistinct({ email: users.email, lang: users.lang })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        inArray(userRoles.role, ["super-admin", "staff"]),
        eq(users.isActive, true),
        isNotNull(users.email),
      ),
    )
    .orderBy(users.email);
  return rows.filter((row): row is { email: string; lang: Locale } => Boolean(row.email));
}
