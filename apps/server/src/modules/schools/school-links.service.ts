import type { SchoolLinkKind } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { findSchool } from "./school-detail.repository";
import * as repo from "./school-links.repository";

/** POST schools/{id}/links (/attachLinkToSchool): the schema lets only http(s) addresses through. */
export async function createSchoolLink(
  db: DbOrTx,
  actor: Actor,
  schoolId: number,
  input: { kind: SchoolLinkKind; url: string; label: string },
) {
  return db.transaction(async (tx) => {
    if (!(await findSchool(tx, schoolId))) throw notFound();
    const row = await repo.insertLink(tx, { schoolId, ...input, createdBy: actor.id });
    const link = { id: row.id, kind: row.kind, url: row.url, label: row.label };
    await recordAudit(tx, {
      actorId: actor.id,
      action: "school_link.create",
      targetType: "school",
      targetId: schoolId,
      after: link,
      requestId: actor.requestId,
    });
    return link;
  });
}

export async function deleteSchoolLink(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findLink(tx, id);
    if (!before) throw notFound();
    await repo.deleteLinkRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "school_link.delete",
      targetType: "school",
      targetId: before.schoolId,
      before,
      requestId: actor.requestId,
    });
  });
}
