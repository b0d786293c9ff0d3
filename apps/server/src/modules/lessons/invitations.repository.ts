import type { FieldTranslations, SessionClassTextField } from "@edu/shared";
import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { sessionClasses } from "../classes";
import { users } from "../users";
import { teacherInvitations } from "./invitations.table";

export type InvitationRow = typeof teacherInvitations.$inferSelect;
export type NewInvitation = typeof teacherInvitations.$inferInsert;
export type InvitationWithRefs = {
  inv: InvitationRow;
  cls: {
    id: number;
    name: string;
    courseSessionId: number;
    translations: FieldTranslations<SessionClassTextField> | null;
  };
  teacher: { id: number; username: string; firstName: string; lastName: string };
};

function invitationQuery(db: DbOrTx) {
  return db
    .select({
      inv: teacherInvitations,
      cls: {
        id: sessionClasses.id,
        name: sessionClasses.name,
        courseSessionId: sessionClasses.courseSessionId,
        translations: sessionClasses.translations,
      },
      teacher: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(teacherInvitations)
    .innerJoin(sessionClasses, eq(sessionClasses.id, teacherInvitations.sessionClassId))
    .innerJoin(users, eq(users.id, teacherInvitations.teacherUserId));
}

export async function findInvitation(db: DbOrTx, id: number): Promise<InvitationWithRefs | undefined> {
  const [row] = await invitationQuery(db).where(eq(teacherInvitations.id, id));
  return row;
}

export async function findInvitationByKey(db: DbOrTx, key: string): Promise<InvitationWithRefs | undefined> {
  const [row] = await invitationQuery(db).where(eq(teacherInvitations.encryptedId, key));
  return row;
}

export async function findInvitationOf(db: DbOrTx, classId: number, teacherId: number) {
  const [row] = await db
    .select()
    .from(teacherInvitations)
    .where(
      and(eq(teacherInvitations.sessionClassId, classId), eq(teacherInvitations.teacherUserId, teacherId)),
    );
  return row;
}

export async function lockInvitation(db: DbOrTx, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(teacherInvitations).where(eq(teacherInvitations.id, id)).for("update");
  return row;
}

export async function listClassInvitations(db: DbOrTx, classId: number): Promise<InvitationWithRefs[]> {
  return invitationQuery(db)
    .where(eq(teacherInvitations.sessionClassId, classId))
    .orderBy(asc(teacherInvitations.id));
}

export async function listTeacherInvitations(db: DbOrTx, teacherId: number): Promise<InvitationWithRefs[]> {
  return invitationQuery(db)
    .where(eq(teacherInvitations.teacherUserId, teacherId))
    .orderBy(desc(teacherInvitations.id))
    .limit(200);
}

export async function insertInvitation(db: DbOrTx, values: NewInvitation): Promise<InvitationRow> {
  const [row] = await db.insert(teacherInvitations).values(values).returning();
  if (!row) throw new Error("invitation insert returned nothing");
  return row;
}

export async function updateInvitationRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewInvitation>,
): Promise<void> {
  await db
    .update(teacherInvitations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teacherInvitations.id, id));
}

export async function deleteInvitationRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(teacherInvitations).where(eq(teacherInvitations.id, id));
}
