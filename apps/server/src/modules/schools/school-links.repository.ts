import type { SchoolLinkKind } from "@edu/shared/schools";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { schoolLinks } from "./schools.table";

const LINK_COLUMNS = {
  id: schoolLinks.id,
  schoolId: schoolLinks.schoolId,
  kind: schoolLinks.kind,
  url: schoolLinks.url,
  label: schoolLinks.label,
};

export async function insertLink(
  db: DbOrTx,
  values: { schoolId: number; kind: SchoolLinkKind; url: string; label: string; createdBy: number },
) {
  const [row] = await db.insert(schoolLinks).values(values).returning(LINK_COLUMNS);
  if (!row) throw new Error("link insert returned no row");
  return row;
}

export async function findLink(db: DbOrTx, id: number) {
  const [row] = await db.select(LINK_COLUMNS).from(schoolLinks).where(eq(schoolLinks.id, id));
  return row;
}

export async function deleteLinkRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(schoolLinks).where(eq(schoolLinks.id, id));
}
