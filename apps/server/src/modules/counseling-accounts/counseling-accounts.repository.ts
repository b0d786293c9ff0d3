import type { ThirdServiceType } from "@edu/shared/counseling-accounts";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type CounselingThirdAccountRow, counselingThirdAccounts } from "./counseling-accounts.table";

export type AccountPatch = Partial<
  Omit<CounselingThirdAccountRow, "id" | "studentUserId" | "thirdServiceType" | "createdAt">
>;

export async function listAccountRows(
  db: DbOrTx,
  studentUserId: number,
): Promise<CounselingThirdAccountRow[]> {
  return db
    .select()
    .from(counselingThirdAccounts)
    .where(eq(counselingThirdAccounts.studentUserId, studentUserId))
    .orderBy(asc(counselingThirdAccounts.id));
}

/** The row, locked for the rest of the transaction when `forUpdate`. */
export async function findAccountRow(
  db: DbOrTx,
  studentUserId: number,
  type: ThirdServiceType,
  options: { forUpdate?: boolean } = {},
): Promise<CounselingThirdAccountRow | undefined> {
  const query = db
    .select()
    .from(counselingThirdAccounts)
    .where(
      and(
        eq(counselingThirdAccounts.studentUserId, studentUserId),
        eq(counselingThirdAccounts.thirdServiceType, type),
      ),
    );
  const [row] = await (options.forUpdate ? query.for("update") : query);
  return row;
}

/** Writes the student's row for a service, creating it on first use (one row per student and service). */
export async function upsertAccountRow(
  db: DbOrTx,
  studentUserId: number,
  type: ThirdServiceType,
  patch: AccountPatch,
): Promise<CounselingThirdAccountRow> {
  const values = { ...patch, updatedAt: new Date() };
  const [row] = await db
    .insert(counselingThirdAccounts)
    .values({ studentUserId, thirdServiceType: type, ...values })
    .onConflictDoUpdate({
      target: [counselingThirdAccounts.studentUserId, counselingThirdAccounts.thirdServiceType],
      set: values,
    })
    .returning();
  if (!row) throw new Error("counseling third account upsert returned no row");
  return row;
}
