import type {
  CounselingSchoolsTypeAnswer,
  CounselingSchoolsTypeQuery,
  UpdateCounselingSchoolsType,
} from "@edu/shared/counseling-workspace";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { users } from "../users";
import { counselingSchoolsTypes } from "./counseling-workspace.table";

/** The person a schools-type call is about: the caller (no username, or their own), anyone for super-admin; else 404. */
async function subjectOf(db: DbOrTx, actor: Actor, username: string | undefined) {
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(username === undefined ? eq(users.id, actor.id) : eq(users.username, username));
  if (!user || (user.id !== actor.id && !isSuperAdmin(actor))) throw notFound();
  return user;
}

async function answerFor(
  db: DbOrTx,
  user: { id: number; username: string },
): Promise<CounselingSchoolsTypeAnswer> {
  const [row] = await db
    .select()
    .from(counselingSchoolsTypes)
    .where(eq(counselingSchoolsTypes.userId, user.id));
  return {
    user_id: user.id,
    username: user.username,
    schools_type: row?.schoolsType ?? null,
    updated_at: toWireTimeOrNull(row?.updatedAt ?? null),
  };
}

/** GET counseling-schools-type. */
export async function getSchoolsType(
  db: DbOrTx,
  actor: Actor,
  query: CounselingSchoolsTypeQuery,
): Promise<CounselingSchoolsTypeAnswer> {
  return answerFor(db, await subjectOf(db, actor, query.username));
}

/** PUT counseling-schools-type: set it, or clear it with null (the entry then asks again). */
export async function updateSchoolsType(
  db: DbOrTx,
  actor: Actor,
  body: UpdateCounselingSchoolsType,
): Promise<CounselingSchoolsTypeAnswer> {
  const user = await subjectOf(db, actor, body.username);
  if (body.schools_type === null) {
    await db.delete(counselingSchoolsTypes).where(eq(counselingSchoolsTypes.userId, user.id));
  } else {
    const values = { schoolsType: body.schools_type, updatedBy: actor.id, updatedAt: new Date() };
    await db
      .insert(counselingSchoolsTypes)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: counselingSchoolsTypes.userId, set: values });
  }
  return answerFor(db, user);
}
