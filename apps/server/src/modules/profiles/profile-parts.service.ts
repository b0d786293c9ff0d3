import type { DbOrTx } from "../../db/database";
import * as repo from "./profiles.repository";

/**
 * The profile parts other modules read and write inside their own transactions (every function
 * takes `db` first): binding writes a new role's details, an enrollment reads a student's school.
 * The queries stay in the repository.
 */
export type {
  BasicRow,
  BasicValues,
  StudentRow,
  StudentValues,
  TeacherRow,
  TeacherValues,
} from "./profiles.repository";

export const findBasicProfile = (db: DbOrTx, userId: number) => repo.findBasicProfile(db, userId);
export const findStudentProfile = (db: DbOrTx, userId: number) => repo.findStudentProfile(db, userId);
export const findTeacherProfile = (db: DbOrTx, userId: number) => repo.findTeacherProfile(db, userId);

/** Only the given fields change; the part is created when missing. */
export const upsertBasicProfile = (db: DbOrTx, userId: number, values: repo.BasicValues) =>
  repo.upsertBasicProfile(db, userId, values);
export const upsertStudentProfile = (db: DbOrTx, userId: number, values: repo.StudentValues) =>
  repo.upsertStudentProfile(db, userId, values);
export const upsertTeacherProfile = (db: DbOrTx, userId: number, values: repo.TeacherValues) =>
  repo.upsertTeacherProfile(db, userId, values);

/** A confirmed parent–student link. */
export const isParentOf = (db: DbOrTx, parentId: number, studentId: number) =>
  repo.isParentOf(db, parentId, studentId);
export const countChildren = (db: DbOrTx, parentId: number) => repo.countChildren(db, parentId);

/** POST auth-instructor: the active teacher with this email, if any. */
export const findActiveTeacherIdByEmail = (db: DbOrTx, email: string) =>
  repo.findActiveTeacherIdByEmail(db, email);
