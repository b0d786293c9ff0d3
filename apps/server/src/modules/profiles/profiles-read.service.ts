import type { Profile } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { isStaff } from "../../http/actor";
import { AppError, forbidden, notFound } from "../../http/app-error";
import { findUserById } from "../users";
import { users } from "../users/users.table";
import { listParentsOf } from "./profiles.repository";
import {
  assertCanReadUser,
  buildProfile,
  getUserOrThrow,
  type TeacherStudentCheck,
  type Viewer,
} from "./profiles-rules";

/** GET profile: the caller's own. */
export async function getOwnProfile(db: DbOrTx, viewer: Viewer): Promise<Profile> {
  const row = await findUserById(db, viewer.id);
  if (!row) throw new AppError("unauthenticated");
  return buildProfile(db, row, viewer);
}

export async function getProfile(
  db: DbOrTx,
  viewer: Viewer,
  targetId: number,
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<Profile> {
  const row = await getUserOrThrow(db, targetId);
  await assertCanReadUser(db, viewer, row.id, isTeacherOfStudent);
  return buildProfile(db, row, viewer);
}

export async function getProfileByUsername(
  db: DbOrTx,
  viewer: Viewer,
  username: string,
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  if (!row) throw notFound("user_not_found");
  await assertCanReadUser(db, viewer, row.id, isTeacherOfStudent);
  return buildProfile(db, row, viewer);
}

/** GET parents-for-profile: admin/staff, or the student themself. */
export async function getParentsForProfile(db: DbOrTx, viewer: Viewer, studentId: number) {
  if (viewer.id !== studentId && !isStaff(viewer)) throw forbidden();
  await getUserOrThrow(db, studentId);
  return { data: await listParentsOf(db, studentId) };
}
