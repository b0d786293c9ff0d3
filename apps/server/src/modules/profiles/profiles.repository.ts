import type { ProfileLink } from "@edu/shared";
import { and, arrayOverlaps, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { uploads } from "../uploads/uploads.table";
import { parentStudents, userRoles, users } from "../users/users.table";
import { basicProfiles, studentProfiles, teacherProfiles } from "./profiles.table";

export type BasicRow = typeof basicProfiles.$inferSelect;
export type StudentRow = typeof studentProfiles.$inferSelect;
export type TeacherRow = typeof teacherProfiles.$inferSelect;
export type BasicValues = Partial<Omit<typeof basicProfiles.$inferInsert, "userId" | "updatedAt">>;
export type StudentValues = Partial<Omit<typeof studentProfiles.$inferInsert, "userId" | "updatedAt">>;
export type TeacherValues = Partial<Omit<typeof teacherProfiles.$inferInsert, "userId" | "updatedAt">>;

export async function findBasicProfile(db: DbOrTx, userId: number): Promise<BasicRow | undefined> {
  const [row] = await db.select().from(basicProfiles).where(eq(basicProfiles.userId, userId));
  return row;
}

export async function findStudentProfile(db: DbOrTx, userId: number): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row;
}

export async function findTeacherProfile(db: DbOrTx, userId: number): Promise<TeacherRow | undefined> {
  const [row] = await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId));
  return row;
}

/** Inserts the part or updates only the given columns (a missing row is created with defaults). */
export async function upsertBasicProfile(db: DbOrTx, userId: number, values: BasicValues): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(basicProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: basicProfiles.userId, set });
}

export async function upsertStudentProfile(db: DbOrTx, userId: number, values: StudentValues): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(studentProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: studentProfiles.userId, set });
}

export async function upsertTeacherProfile(db: DbOrTx, userId: number, values: TeacherValues): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(teacherProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: teacherProfiles.userId, set });
}

const linkColumns = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: basicProfiles.phone,
};

/** A student's parents (a parent may be their own student). */
export async function listParentsOf(db: DbOrTx, studentId: number): Promise<ProfileLink[]> {
  return db
    .select(linkColumns)
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.parentId))
    .leftJoin(basicProfiles, eq(basicProfiles.userId, users.id))
    .where(eq(parentStudents.studentId, studentId))
    .orderBy(asc(users.id));
}

export async function listChildrenOf(db: DbOrTx, parentId: number): Promise<ProfileLink[]> {
  return db
    .select(linkColumns)
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.studentId))
    .leftJoin(basicProfiles, eq(basicProfiles.userId, users.id))
    .where(eq(parentStudents.parentId, parentId))
    .orderBy(asc(users.id));
}

export async function isParentOf(db: DbOrTx, parentId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ parentId: parentStudents.parentId })
    .from(parentStudents)
    .where(and(eq(parentStudents.parentId, parentId), eq(parentStudents.studentId, studentId)));
  return Boolean(row);
}

export async function countChildren(db: DbOrTx, parentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parentStudents)
    .where(eq(parentStudents.parentId, parentId));
  return Number(row?.n ?? 0);
}

export async function findImageUpload(db: DbOrTx, uploadId: number) {
  const [row] = await db
    .select({ id: uploads.id, ownerId: uploads.ownerId, kind: uploads.kind })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  return row;
}

const hasRole = (role: string) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`;

export type TeacherFilters = {
  subjects?: string[];
  q?: string;
  showBio?: boolean;
  page: number;
  pageSize: number;
};

/** Active teachers with public fields only; `subjects` matches any of them. */
export async function listPublicTeachers(db: DbOrTx, filters: TeacherFilters) {
  const conditions: SQL[] = [eq(users.isActive, true), hasRole("teacher")];
  if (filters.subjects?.length) {
    conditions.push(arrayOverlaps(teacherProfiles.subjects, filters.subjects));
  }
  if (filters.showBio !== undefined) conditions.push(eq(teacherProfiles.showBio, filters.showBio));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const match = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(where);
  const rows = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      bio: sql<string | null>`case when ${teacherProfiles.showBio} then ${teacherProfiles.bio} end`,
      bio_translations: teacherProfiles.bioTranslations,
      show_bio: teacherProfiles.showBio,
      subjects: teacherProfiles.subjects,
      photo_upload_id: basicProfiles.photoUploadId,
    })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .leftJoin(basicProfiles, eq(basicProfiles.userId, users.id))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Is there an active user with the teacher role behind this email? */
export async function findActiveTeacherIdByEmail(db: DbOrTx, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true), hasRole("teacher")));
  return row?.id;
}

export async function setTeacherShowBio(db: DbOrTx, userId: number, showBio: boolean): Promise<void> {
  await db
    .update(teacherProfiles)
    .set({ showBio, updatedAt: new Date() })
    .where(eq(teacherProfiles.userId, userId));
}
