import type { TeacherContractStatus } from "@edu/shared";
import { and, count, desc, eq, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { readAll } from "../../db/read-all";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";
import { teacherContracts } from "./teacher-contracts.table";

export type TeacherContractRow = typeof teacherContracts.$inferSelect;
export type NewTeacherContract = typeof teacherContracts.$inferInsert;

export type ContractFilters = {
  teacherId?: number;
  status?: TeacherContractStatus;
  q?: string;
  from?: string;
  to?: string;
};

function whereOf(filters: ContractFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filters.teacherId) conditions.push(eq(teacherContracts.teacherId, filters.teacherId));
  if (filters.status) conditions.push(eq(teacherContracts.status, filters.status));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.lastName} || ${users.firstName} || ' ' || ${users.username}::text) ilike ${pattern}`,
    );
  }
  // In force at some point of [from, to]: starts by `to` and has not ended before `from`.
  if (filters.to) conditions.push(lte(teacherContracts.startDate, filters.to));
  if (filters.from) {
    conditions.push(or(isNull(teacherContracts.endDate), gte(teacherContracts.endDate, filters.from)));
  }
  return and(...conditions);
}

const selection = {
  contract: teacherContracts,
  teacher: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
  document: uploads,
};

export type ContractWithRefs = {
  contract: TeacherContractRow;
  teacher: { id: number; username: string; firstName: string; lastName: string };
  document: typeof uploads.$inferSelect | null;
};

export async function searchContracts(
  db: DbOrTx,
  filters: ContractFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ContractWithRefs[]; total: number }> {
  const where = whereOf(filters);
  const [rows, [totalRow]] = await readAll(db, [
    () =>
      db
        .select(selection)
        .from(teacherContracts)
        .innerJoin(users, eq(users.id, teacherContracts.teacherId))
        .leftJoin(uploads, eq(uploads.id, teacherContracts.documentUploadId))
        .where(where)
        .orderBy(desc(teacherContracts.startDate), desc(teacherContracts.id))
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ total: count() })
        .from(teacherContracts)
        .innerJoin(users, eq(users.id, teacherContracts.teacherId))
        .where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findContractWithRefs(db: DbOrTx, id: number): Promise<ContractWithRefs | undefined> {
  const [row] = await db
    .select(selection)
    .from(teacherContracts)
    .innerJoin(users, eq(users.id, teacherContracts.teacherId))
    .leftJoin(uploads, eq(uploads.id, teacherContracts.documentUploadId))
    .where(eq(teacherContracts.id, id));
  return row;
}

export async function findContract(db: DbOrTx, id: number): Promise<TeacherContractRow | undefined> {
  const [row] = await db.select().from(teacherContracts).where(eq(teacherContracts.id, id));
  return row;
}

export async function insertContract(db: DbOrTx, values: NewTeacherContract): Promise<TeacherContractRow> {
  const [row] = await db.insert(teacherContracts).values(values).returning();
  if (!row) throw new Error("contract insert returned no row");
  return row;
}

export async function updateContract(
  db: DbOrTx,
  id: number,
  values: Partial<NewTeacherContract>,
): Promise<TeacherContractRow | undefined> {
  const [row] = await db
    .update(teacherContracts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(teacherContracts.id, id))
    .returning();
  return row;
}

export async function deleteContract(db: DbOrTx, id: number): Promise<void> {
  await db.delete(teacherContracts).where(eq(teacherContracts.id, id));
}

/** Does a contract of this teacher carry this document? (read grant for /files) */
export async function isContractDocumentOf(
  db: DbOrTx,
  uploadId: number,
  teacherId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: teacherContracts.id })
    .from(teacherContracts)
    .where(and(eq(teacherContracts.documentUploadId, uploadId), eq(teacherContracts.teacherId, teacherId)))
    .limit(1);
  return Boolean(row);
}
