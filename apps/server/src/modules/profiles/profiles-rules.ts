import {
  type BasicProfile,
  type Locale,
  missingTranslationLocales,
  type Profile,
  type Role,
  resolveFields,
  type StudentProfile,
  TEACHER_BIO_TEXT_FIELDS,
  type TeacherProfile,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, isStaff, isSuperAdmin } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { findUserById, toUserDto, type UserRow, userHasRole } from "../users";
import {
  type BasicRow,
  findBasicProfile,
  findStudentProfile,
  findTeacherProfile,
  isParentOf,
  listChildrenOf,
  listParentsOf,
  type StudentRow,
  type TeacherRow,
} from "./profiles.repository";

// What the profile use cases share: who is asking, who may read whom, the DTOs and the role check.

/** Who is asking: the caller (the signed-in user's id and roles) and the language they read. */
export type Viewer = Actor & { locale?: Locale };

/**
 * "A teacher may read their own students' profiles." Which students are a teacher's is decided by
 * the module that places students with teachers (classes). Classes uses this module, so it cannot be
 * imported back: the check is passed in (classes' manifest contributes it as the `isTeacherOfStudent`
 * extension point, which reaches these routes in ModuleDeps; classes passes its own).
 */
export type TeacherStudentCheck = (db: DbOrTx, teacherId: number, studentId: number) => Promise<boolean>;

/**
 * Spec §6: admin/staff read anyone; a teacher their students; a parent their children; everyone themself.
 * Also the rule for what hangs off a user (a student's course progress, their profile photo).
 */
export async function assertCanReadUser(
  db: DbOrTx,
  viewer: Viewer,
  targetId: number,
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<void> {
  if (viewer.id === targetId || isStaff(viewer)) return;
  if (viewer.roles.includes("parent") && (await isParentOf(db, viewer.id, targetId))) return;
  if (viewer.roles.includes("teacher") && (await isTeacherOfStudent(db, viewer.id, targetId))) return;
  throw forbidden();
}

// ---- DTOs ----

export const toBasicDto = (row: BasicRow | undefined): BasicProfile => ({
  phone: row?.phone ?? null,
  facebook: row?.facebook ?? null,
  line: row?.line ?? null,
  wechat: row?.wechat ?? null,
  skype: row?.skype ?? null,
  address: row?.address ?? null,
  photo_upload_id: row?.photoUploadId ?? null,
});

export const toStudentDto = (row: StudentRow | undefined): StudentProfile => ({
  school: row?.school ?? null,
  grade_level: row?.gradeLevel ?? null,
  account_type: row?.accountType ?? null,
  test_scores: row?.testScores ?? {},
  classes_taken: row?.classesTaken ?? null,
  comments: row?.comments ?? null,
  language_preference: row?.languagePreference ?? null,
  heard_from: row?.heardFrom ?? null,
  referral: row?.referral ?? null,
  notes: row?.notes ?? null,
  survey: row?.survey ?? {},
});

export type TeacherAccess = { billing: boolean; adminNote: boolean; application: boolean };

export function toTeacherDto(
  row: TeacherRow | undefined,
  access: TeacherAccess,
  locale: Locale = "en",
): TeacherProfile {
  const bios = { bio: row?.bio, tutoring_bio: row?.tutoringBio, counseling_bio: row?.counselingBio };
  const translations = row?.bioTranslations ?? {};
  const dto: TeacherProfile = {
    college: row?.college ?? null,
    graduation_year: row?.graduationYear ?? null,
    major: row?.major ?? null,
    bio: row?.bio ?? null,
    tutoring_bio: row?.tutoringBio ?? null,
    counseling_bio: row?.counselingBio ?? null,
    translations,
    localized: resolveFields(bios, translations, TEACHER_BIO_TEXT_FIELDS, locale),
    missing_locales: missingTranslationLocales(bios, translations, TEACHER_BIO_TEXT_FIELDS),
    subjects: row?.subjects ?? [],
    hours_per_week: row?.hoursPerWeek ?? null,
    meeting_link: row?.meetingLink ?? null,
    show_bio: row?.showBio ?? false,
  };
  if (access.billing) {
    dto.hourly_salary = row?.hourlySalary ?? null;
    dto.hourly_salary_currency = row?.hourlySalaryCurrency ?? null;
    dto.billing = row?.billing ?? {};
  }
  if (access.application) dto.application_answers = row?.applicationAnswers ?? {};
  if (access.adminNote) dto.admin_note = row?.adminNote ?? null;
  return dto;
}

/** The whole profile of `row` as `viewer` may see it (billing and admin notes are held back). */
export async function buildProfile(db: DbOrTx, row: UserRow, viewer: Viewer): Promise<Profile> {
  const user = await toUserDto(db, row);
  const roles = user.all_roles;
  const self = viewer.id === row.id;
  const [basic, student, teacher, parents, children] = await readAll(db, [
    () => findBasicProfile(db, row.id),
    () => (roles.includes("student") ? findStudentProfile(db, row.id) : undefined),
    () => (roles.includes("teacher") ? findTeacherProfile(db, row.id) : undefined),
    () => (roles.includes("student") ? listParentsOf(db, row.id) : []),
    () => (roles.includes("parent") ? listChildrenOf(db, row.id) : []),
  ]);
  return {
    user,
    basic: toBasicDto(basic),
    student: roles.includes("student") ? toStudentDto(student) : null,
    teacher: roles.includes("teacher")
      ? toTeacherDto(
          teacher,
          {
            billing: self || isSuperAdmin(viewer),
            adminNote: isSuperAdmin(viewer),
            application: self || isStaff(viewer),
          },
          viewer.locale,
        )
      : null,
    parents,
    children,
  };
}

export async function getUserOrThrow(db: DbOrTx, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound("user_not_found");
  return row;
}

export async function assertRole(db: DbOrTx, userId: number, role: Role, other: boolean): Promise<void> {
  if (await userHasRole(db, userId, role)) return;
  // One's own part of a role one does not hold is not allowed; another user's is "not a …".
  if (!other) throw forbidden();
  throw notFound(role === "student" ? "not_a_student" : "not_a_teacher");
}
