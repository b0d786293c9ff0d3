import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { users } from "../users/users.table";
import { schools, schoolTables } from "./schools.table";

const TABLE_COLUMNS = {
  id: schoolTables.id,
  name: schoolTables.name,
  schoolIds: schoolTables.schoolIds,
  keys: schoolTables.keys,
  createdAt: schoolTables.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

/** Saved comparison tables, oldest first, with who made each. */
export function listTables(db: DbOrTx) {
  return db
    .select(TABLE_COLUMNS)
    .from(schoolTables)
    .leftJoin(users, eq(users.id, schoolTables.createdBy))
    .orderBy(asc(schoolTables.id));
}

export async function findTable(db: DbOrTx, id: number) {
  const [row] = await db
    .select(TABLE_COLUMNS)
    .from(schoolTables)
    .leftJoin(users, eq(users.id, schoolTables.createdBy))
    .where(eq(schoolTables.id, id));
  return row;
}

export async function insertTable(
  db: DbOrTx,
  values: { name: string; schoolIds: number[]; keys: string[]; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(schoolTables).values(values).returning({ id: schoolTables.id });
  if (!row) throw new Error("table insert returned no row");
  return row.id;
}

export async function deleteTableRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(schoolTables).where(eq(schoolTables.id, id));
}

/** Which of these school ids exist. */
export async function existingSchoolIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(inArray(schools.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
