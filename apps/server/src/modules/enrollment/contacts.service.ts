import type { CreateEnrollmentContactInput, EnrollmentContactPerson } from "@edu/shared";
import { asc, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { getEnrolledSessionOrThrow } from "./enrolled-sessions.service";
import { enrolledSessionContacts } from "./enrollment.table";

type ContactRow = typeof enrolledSessionContacts.$inferSelect;

const toDto = (row: ContactRow): EnrollmentContactPerson => ({
  id: row.id,
  enrolled_session_id: row.enrolledSessionId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  relation: row.relation,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

/** Extra people to reach about an enrollment (a grandparent, a school counsellor, …). */
export async function addContact(db: Database, actor: Actor, input: CreateEnrollmentContactInput) {
  return db.transaction(async (tx) => {
    await getEnrolledSessionOrThrow(tx, input.enrolled_session_id);
    const [row] = await tx
      .insert(enrolledSessionContacts)
      .values({
        enrolledSessionId: input.enrolled_session_id,
        name: input.name,
        email: input.email ?? "",
        phone: input.phone ?? "",
        relation: input.relation ?? "",
        note: input.note ?? "",
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toDto(row);
  });
}

export async function listContacts(db: DbOrTx, enrolledSessionId: number) {
  await getEnrolledSessionOrThrow(db, enrolledSessionId);
  const rows = await db
    .select()
    .from(enrolledSessionContacts)
    .where(eq(enrolledSessionContacts.enrolledSessionId, enrolledSessionId))
    .orderBy(asc(enrolledSessionContacts.id));
  return { data: rows.map(toDto) };
}

export async function deleteContact(db: Database, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(enrolledSessionContacts)
      .where(eq(enrolledSessionContacts.id, id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: actor.id,
      action: "enrolled_session.contact_delete",
      targetType: "enrolled_session",
      targetId: row.enrolledSessionId,
      before: toDto(row),
      requestId: actor.requestId,
    });
  });
}
