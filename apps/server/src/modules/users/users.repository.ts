import type { Role, User } from "@edu/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { parentStudents, userRoles, users } from "./users.table";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  // Spec §5: input containing "@" is an email, otherwise a username (both case-insensitive).
  const column = login.includes("@") ? users.email : users.username;
  const [row] = await db.select().from(users).where(eq(column, login));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return Boolean(row);
}

export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

export async function listRoles(db: DbOrTx, userIds: number[]): Promise<Map<number, Role[]>> {
  const map = new Map<number, Role[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, userIds));
  for (const row of rows) map.get(row.userId)?.push(row.role);
  return map;
}

export async function listStudentIds(db: DbOrTx, parentIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return map;
  const rows = await db
    .select({ parentId: parentStudents.parentId, studentId: parentStudents.studentId })
    .from(parentStudents)
    .where(inArray(parentStudents.parentId, parentIds))
    .orderBy(parentStudents.studentId);
  for (const row of rows) map.get(row.parentId)?.push(row.studentId);
  return map;
}

export async function addRoles(db: DbOrTx, userId: number, roles: Role[]): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
}

export async function touchUser(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The spec's user object (§3) from a row, its roles and its children. */
/** The columns the user object is made of (lists read only these). */
export const USER_DTO_KEYS = [
  "id",
  "username",
  "email",
  "firstName",
  "lastName",
  "timezone",
  "accountBalance",
  "accountBalanceCurrency",
  "defaultCurrency",
  "lang",
  "isActive",
  "finishBind",
  "createdAt",
] as const satisfies ReadonlyArray<keyof UserRow>;
export type UserDtoRow = Pick<UserRow, (typeof USER_DTO_KEYS)[number]>;

export function userDtoOf(row: UserDtoRow, roles: Role[], studentIds: number[]): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    all_roles: roles,
    timezone: row.timezone,
    student_ids: studentIds,
    account_balance: row.accountBalance,
    account_balance_currency: row.accountBalanceCurrency,
    default_currency: row.defaultCurrency,
    lang: row.lang,
    is_active: row.isActive,
    finish_bind: row.finishBind,
    created_at: row.createdAt.toISOString(),
  };
}

/** The spec's user object (§3), as login, me and profile answer it. */
export async function toUserDtos(db: DbOrTx, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((row) => row.id);
  const [roles, children] = await readAll(db, [() => listRoles(db, ids), () => listStudentIds(db, ids)]);
  return rows.map((row) => userDtoOf(row, roles.get(row.id) ?? [], children.get(row.id) ?? []));
}

export async function toUserDto(db: DbOrTx, row: UserRow): Promise<User> {
  const [dto] = await toUserDtos(db, [row]);
  if (!dto) throw new Error("user dto");
  return dto;
}

export async function listParentIds(db: DbOrTx, studentIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return map;
  const rows = await db
    .select({ parentId: parentStudents.parentId, studentId: parentStudents.studentId })
    .from(parentStudents)
    .where(inArray(parentStudents.studentId, studentIds))
    .orderBy(parentStudents.parentId);
  for (const row of rows) map.get(row.studentId)?.push(row.parentId);
  return map;
}

/** Which of these students are already linked to the parent. */
export async function findLinkedStudentIds(
  db: DbOrTx,
  parentId: number,
  studentIds: number[],
): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({ studentId: parentStudents.studentId })
    .from(parentStudents)
    .where(and(eq(parentStudents.parentId, parentId), inArray(parentStudents.studentId, studentIds)));
  return rows.map((row) => row.studentId);
}

export async function unlinkParentStudent(db: DbOrTx, parentId: number, studentId: number): Promise<boolean> {
  const rows = await db
    .delete(parentStudents)
    .where(and(eq(parentStudents.parentId, parentId), eq(parentStudents.studentId, studentId)))
    .returning({ studentId: parentStudents.studentId });
  return rows.length > 0;
}

export async function findUsersByIds(db: DbOrTx, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}
