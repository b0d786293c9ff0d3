import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { insertedRow } from "../../db/query-rows";
import { schools } from "../schools";
import type { RowPatch } from "./collected-edit";
import { type CounselingSchoolRow, counselingSchools } from "./counseling-schools.table";

export async function findRow(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(counselingSchools).where(eq(counselingSchools.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findRows(db: DbOrTx, ids: readonly number[], options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(counselingSchools)
    .where(inArray(counselingSchools.id, [...ids]))
    .orderBy(counselingSchools.id);
  return options.forUpdate ? query.for("update") : query;
}

/** The rows of a student for these schools (duplicates of an add). */
export function listedSchools(db: DbOrTx, studentUserId: number, schoolIds: readonly number[]) {
  return db
    .select({ id: counselingSchools.id, schoolId: counselingSchools.schoolId })
    .from(counselingSchools)
    .where(
      and(
        eq(counselingSchools.studentUserId, studentUserId),
        inArray(counselingSchools.schoolId, [...schoolIds]),
      ),
    );
}

/** The ids among `schoolIds` that are schools. */
export async function existingSchools(db: DbOrTx, schoolIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(inArray(schools.id, [...schoolIds]));
  return new Set(rows.map((row) => row.id));
}

export async function insertRow(
  db: DbOrTx,
  values: RowPatch & { studentUserId: number; schoolId: number; cycle: string; createdBy: number },
): Promise<CounselingSchoolRow> {
  return insertedRow(await db.insert(counselingSchools).values(values).returning(), "counseling_schools");
}

export async function updateRow(db: DbOrTx, id: number, patch: RowPatch): Promise<CounselingSchoolRow> {
  const rows = await db
    .update(counselingSchools)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(counselingSchools.id, id))
    .returning();
  return insertedRow(rows, "counseling_schools");
}

export async function deleteRows(db: DbOrTx, ids: readonly number[]): Promise<void> {
  await db.delete(counselingSchools).where(inArray(counselingSchools.id, [...ids]));
}

/** The student's other rows of the cycle holding a binding early decision (ED I or ED II). */
export function otherBindingRows(
  db: DbOrTx,
  row: Pick<CounselingSchoolRow, "id" | "studentUserId" | "cycle">,
) {
  return db
    .select({ id: counselingSchools.id, schoolId: counselingSchools.schoolId })
    .from(counselingSchools)
    .where(
      and(
        eq(counselingSchools.studentUserId, row.studentUserId),
        eq(counselingSchools.cycle, row.cycle),
        ne(counselingSchools.id, row.id),
        inArray(counselingSchools.decisionPlan, ["ed1", "ed2"]),
      ),
    )
    .orderBy(counselingSchools.id);
}
