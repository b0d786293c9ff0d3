import type { Role, User } from "@edu/shared";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import * as repo from "./users.repository";
import * as search from "./users-search.repository";

/**
 * What other modules use of users (through index.ts): reads and the few writes they compose into
 * their own transactions (every function takes `db` first, a transaction or not), role checks on a
 * user's data, and the spec's user object. The queries themselves stay in the repositories.
 */
export type UserRow = repo.UserRow;

export const findUserById = (db: DbOrTx, id: number): Promise<UserRow | undefined> =>
  repo.findUserById(db, id);

export const findUsersByIds = (db: DbOrTx, ids: number[]): Promise<UserRow[]> => repo.findUsersByIds(db, ids);

/** Case-insensitive (email is citext). */
export const findUserByEmail = (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
  repo.findUserByEmail(db, email);

/** Sign-in: an input containing "@" is an email, otherwise a username. */
export const findUserByLogin = (db: DbOrTx, login: string): Promise<UserRow | undefined> =>
  repo.findUserByLogin(db, login);

export const isUsernameTaken = (db: DbOrTx, username: string): Promise<boolean> =>
  repo.isUsernameTaken(db, username);

export const isEmailTaken = (db: DbOrTx, email: string): Promise<boolean> => repo.isEmailTaken(db, email);

/** Each user's roles (an empty list for an unknown id). */
export const listRoles = (db: DbOrTx, userIds: number[]): Promise<Map<number, Role[]>> =>
  repo.listRoles(db, userIds);

/** One user's roles (empty for an unknown id). */
export async function rolesOf(db: DbOrTx, userId: number): Promise<Role[]> {
  return (await repo.listRoles(db, [userId])).get(userId) ?? [];
}

/** Whether this user (the data, not the caller) holds the role exactly: "is a student", "is a parent". */
export async function userHasRole(db: DbOrTx, userId: number, role: Role): Promise<boolean> {
  return (await rolesOf(db, userId)).includes(role);
}

export const addRoles = (db: DbOrTx, userId: number, roles: Role[]): Promise<void> =>
  repo.addRoles(db, userId, roles);

/** Each parent's children, by id. */
export const listStudentIds = (db: DbOrTx, parentIds: number[]): Promise<Map<number, number[]>> =>
  repo.listStudentIds(db, parentIds);

/** Each student's parents, by id. */
export const listParentIds = (db: DbOrTx, studentIds: number[]): Promise<Map<number, number[]>> =>
  repo.listParentIds(db, studentIds);

/** Which of these students are already linked to the parent. */
export const findLinkedStudentIds = (db: DbOrTx, parentId: number, studentIds: number[]): Promise<number[]> =>
  repo.findLinkedStudentIds(db, parentId, studentIds);

export const unlinkParentStudent = (db: DbOrTx, parentId: number, studentId: number): Promise<boolean> =>
  repo.unlinkParentStudent(db, parentId, studentId);

/** The spec's user object (§3), as login, me and profile answer it. */
export const toUserDtos = (db: DbOrTx, rows: UserRow[]): Promise<User[]> => repo.toUserDtos(db, rows);
export const toUserDto = (db: DbOrTx, row: UserRow): Promise<User> => repo.toUserDto(db, row);

/** A condition on a users query: the user holds `role`. */
export const roleCondition = (role: Role): SQL => search.hasRole(role);

/** A page of users matching the search filters plus an extra condition (students of a teacher, …). */
export const searchUserRows = (...args: Parameters<typeof search.searchUserRows>) =>
  search.searchUserRows(...args);
