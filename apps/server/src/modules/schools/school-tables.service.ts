import { displayName, type Locale } from "@edu/shared";
import type { SchoolFactKey } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { recordAudit } from "../audit";
import { schoolFieldError } from "./school-edit.text";
import * as repo from "./school-tables.repository";

type TableRow = NonNullable<Awaited<ReturnType<typeof repo.findTable>>>;

const toSchoolTable = (row: TableRow) => ({
  id: row.id,
  name: row.name,
  school_ids: row.schoolIds,
  keys: row.keys as SchoolFactKey[],
  created_by:
    row.username === null
      ? null
      : displayName({
          first_name: row.firstName ?? "",
          last_name: row.lastName ?? "",
          username: row.username,
        }),
  created_at: toWireTime(row.createdAt),
});

/** GET school-tables: every saved comparison (the office shares them). */
export async function listSchoolTables(db: DbOrTx) {
  return { data: (await repo.listTables(db)).map(toSchoolTable) };
}

/** POST school-tables: schools (each must exist: 422 naming the field) and figures, in the order chosen. */
export async function createSchoolTable(
  db: DbOrTx,
  actor: Actor,
  input: { name: string; school_ids: number[]; keys: SchoolFactKey[] },
  locale: Locale,
) {
  const schoolIds = [...new Set(input.school_ids)];
  const keys = [...new Set(input.keys)];
  return db.transaction(async (tx) => {
    const found = await repo.existingSchoolIds(tx, schoolIds);
    if (schoolIds.some((id) => !found.has(id)))
      throw schoolFieldError(locale, "school_ids", "school_not_found");
    const id = await repo.insertTable(tx, { name: input.name, schoolIds, keys, createdBy: actor.id });
    const row = await repo.findTable(tx, id);
    if (!row) throw notFound();
    const table = toSchoolTable(row);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "school_table.create",
      targetType: "school_table",
      targetId: id,
      after: table,
      requestId: actor.requestId,
    });
    return table;
  });
}

export async function deleteSchoolTable(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.findTable(tx, id);
    if (!row) throw notFound();
    await repo.deleteTableRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "school_table.delete",
      targetType: "school_table",
      targetId: id,
      before: toSchoolTable(row),
      requestId: actor.requestId,
    });
  });
}
