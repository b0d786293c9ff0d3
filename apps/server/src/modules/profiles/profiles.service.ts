import {
  type AdminUpdateBasicProfileInput,
  type AdminUpdateStudentProfileInput,
  type AdminUpdateTeacherProfileInput,
  type BasicProfile,
  type Locale,
  mergeFieldTranslations,
  missingTranslationLocales,
  type Profile,
  type Role,
  resolveField,
  resolveFields,
  type StudentProfile,
  TEACHER_BIO_TEXT_FIELDS,
  type TeacherProfile,
  type TeachersQuery,
  type UpdateBasicProfileInput,
  type UpdateStudentProfileInput,
  type UpdateStudentSurveyInput,
  type UpdateTeacherProfileInput,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, isStaff, isSuperAdmin } from "../../http/actor";
import { AppError, fieldError, forbidden, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import {
  findUserByEmail,
  findUserById,
  isEmailTaken,
  isUsernameTaken,
  toUserDto,
  type UserDetails,
  type UserRow,
  updateUserDetails,
  userHasRole,
} from "../users";
import { users } from "../users/users.table";
import {
  type BasicRow,
  findBasicProfile,
  findImageUpload,
  findStudentProfile,
  findTeacherProfile,
  isParentOf,
  listChildrenOf,
  listParentsOf,
  listPublicTeachers,
  type StudentRow,
  setTeacherShowBio,
  type TeacherRow,
  upsertBasicProfile,
  upsertStudentProfile,
  upsertTeacherProfile,
} from "./profiles.repository";

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

const toBasicDto = (row: BasicRow | undefined): BasicProfile => ({
  phone: row?.phone ?? null,
  facebook: row?.facebook ?? null,
  line: row?.line ?? null,
  wechat: row?.wechat ?? null,
  skype: row?.skype ?? null,
  address: row?.address ?? null,
  photo_upload_id: row?.photoUploadId ?? null,
});

const toStudentDto = (row: StudentRow | undefined): StudentProfile => ({
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

type TeacherAccess = { billing: boolean; adminNote: boolean; application: boolean };

function toTeacherDto(
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

/** Teacher part as the audit log keeps it: everything, with ID numbers and the bank account masked. */
function teacherAuditView(row: TeacherRow | undefined) {
  const dto = toTeacherDto(row, { billing: true, adminNote: true, application: true });
  if (dto.billing) {
    const masked = { ...dto.billing };
    for (const field of ["ssn", "id_number", "bank_account"] as const) {
      const value = masked[field];
      if (value) masked[field] = `***${value.slice(-4)}`;
    }
    dto.billing = masked;
  }
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

async function getUserOrThrow(db: DbOrTx, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound("user_not_found");
  return row;
}

// ---- Reading ----

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

// ---- Updating ----

type BasicInput = UpdateBasicProfileInput & Partial<AdminUpdateBasicProfileInput>;

async function assertPhoto(db: DbOrTx, uploadId: number | null | undefined, ownerId: number, viewer: Viewer) {
  if (uploadId == null) return;
  const upload = await findImageUpload(db, uploadId);
  const allowed = upload && upload.kind === "image" && (upload.ownerId === ownerId || isSuperAdmin(viewer));
  if (!allowed) throw fieldError("photo_upload_id", "photo_not_found");
}

async function writeBasic(tx: DbOrTx, target: UserRow, input: BasicInput): Promise<void> {
  const userSet: UserDetails = {};
  if (input.first_name !== undefined) userSet.firstName = input.first_name;
  if (input.last_name !== undefined) userSet.lastName = input.last_name;
  if (input.timezone !== undefined) userSet.timezone = input.timezone;
  if (input.username !== undefined) userSet.username = input.username;
  if (input.email !== undefined) userSet.email = input.email;
  if (input.default_currency !== undefined) userSet.defaultCurrency = input.default_currency;
  await updateUserDetails(tx, target.id, userSet);
  const { phone, facebook, line, wechat, skype, address, photo_upload_id } = input;
  const basic = { phone, facebook, line, wechat, skype, address, photoUploadId: photo_upload_id };
  if (Object.values(basic).some((value) => value !== undefined))
    await upsertBasicProfile(tx, target.id, basic);
}

/** PATCH basic/profile (own) and basic/profile/{id} (admin). */
export async function updateBasicProfile(
  db: Database,
  viewer: Viewer,
  targetId: number,
  input: BasicInput,
  requestId?: string,
): Promise<Profile> {
  const target = await getUserOrThrow(db, targetId);
  const other = viewer.id !== target.id;
  if (other && !isSuperAdmin(viewer)) throw forbidden();
  if (input.username && input.username.toLowerCase() !== target.username.toLowerCase()) {
    if (await isUsernameTaken(db, input.username)) throw fieldError("username", "username_taken");
  }
  if (input.email && input.email.toLowerCase() !== target.email?.toLowerCase()) {
    if (await isEmailTaken(db, input.email)) throw fieldError("email", "email_taken");
  }
  await assertPhoto(db, input.photo_upload_id, target.id, viewer);
  return db.transaction(async (tx) => {
    const before = other ? await buildProfile(tx, target, viewer) : undefined;
    await writeBasic(tx, target, input);
    const after = await buildProfile(tx, await getUserOrThrow(tx, target.id), viewer);
    if (before) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: "profile.basic_update",
        targetType: "user",
        targetId: target.id,
        before: { user: before.user, basic: before.basic },
        after: { user: after.user, basic: after.basic },
        requestId,
      });
    }
    return after;
  });
}

type StudentInput = UpdateStudentProfileInput & Partial<AdminUpdateStudentProfileInput>;

async function assertRole(db: DbOrTx, userId: number, role: Role, other: boolean): Promise<void> {
  if (await userHasRole(db, userId, role)) return;
  // One's own part of a role one does not hold is not allowed; another user's is "not a …".
  if (!other) throw forbidden();
  throw notFound(role === "student" ? "not_a_student" : "not_a_teacher");
}

/** PATCH student/profile (own) and student/profile/{id} (admin). */
export async function updateStudentProfile(
  db: Database,
  viewer: Viewer,
  targetId: number,
  input: StudentInput,
  requestId?: string,
): Promise<Profile> {
  const target = await getUserOrThrow(db, targetId);
  const other = viewer.id !== target.id;
  if (other && !isSuperAdmin(viewer)) throw forbidden();
  await assertRole(db, target.id, "student", other);
  return db.transaction(async (tx) => {
    const before = toStudentDto(await findStudentProfile(tx, target.id));
    await upsertStudentProfile(tx, target.id, {
      school: input.school,
      gradeLevel: input.grade_level,
      accountType: input.account_type,
      testScores: input.test_scores,
      classesTaken: input.classes_taken,
      comments: input.comments,
      languagePreference: input.language_preference,
      heardFrom: input.heard_from,
      referral: input.referral,
      notes: input.notes,
    });
    const profile = await buildProfile(tx, target, viewer);
    if (other) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: "profile.student_update",
        targetType: "user",
        targetId: target.id,
        before,
        after: profile.student,
        requestId,
      });
    }
    return profile;
  });
}

/** PATCH student/survey/{id}: admin, the student themself, or one of the student's parents. */
export async function updateStudentSurvey(
  db: Database,
  viewer: Viewer,
  targetId: number,
  input: UpdateStudentSurveyInput,
  requestId?: string,
): Promise<Profile> {
  const target = await getUserOrThrow(db, targetId);
  const other = viewer.id !== target.id;
  const parent = viewer.roles.includes("parent") && (await isParentOf(db, viewer.id, target.id));
  if (other && !isSuperAdmin(viewer) && !parent) throw forbidden();
  await assertRole(db, target.id, "student", other);
  return db.transaction(async (tx) => {
    const before = (await findStudentProfile(tx, target.id))?.survey ?? {};
    await upsertStudentProfile(tx, target.id, { survey: input.survey });
    if (other) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: "profile.survey_update",
        targetType: "user",
        targetId: target.id,
        before,
        after: input.survey,
        requestId,
      });
    }
    return buildProfile(tx, target, viewer);
  });
}

type TeacherInput = UpdateTeacherProfileInput & Partial<AdminUpdateTeacherProfileInput>;

/** PATCH teacher/profile (own) and teacher/profile/{id} (admin). Billing is merged field by field. */
export async function updateTeacherProfile(
  db: Database,
  viewer: Viewer,
  targetId: number,
  input: TeacherInput,
  requestId?: string,
): Promise<Profile> {
  const target = await getUserOrThrow(db, targetId);
  const other = viewer.id !== target.id;
  if (other && !isSuperAdmin(viewer)) throw forbidden();
  await assertRole(db, target.id, "teacher", other);
  return db.transaction(async (tx) => {
    const current = await findTeacherProfile(tx, target.id);
    await upsertTeacherProfile(tx, target.id, {
      college: input.college,
      major: input.major,
      graduationYear: input.graduation_year,
      bio: input.bio,
      tutoringBio: input.tutoring_bio,
      counselingBio: input.counseling_bio,
      bioTranslations: input.translations
        ? mergeFieldTranslations(current?.bioTranslations, input.translations)
        : undefined,
      subjects: input.subjects,
      hoursPerWeek: input.hours_per_week,
      meetingLink: input.meeting_link,
      billing: input.billing ? { ...current?.billing, ...input.billing } : undefined,
      applicationAnswers: input.application_answers
        ? { ...current?.applicationAnswers, ...input.application_answers }
        : undefined,
      hourlySalary: input.hourly_salary,
      hourlySalaryCurrency: input.hourly_salary_currency,
      adminNote: input.admin_note,
      showBio: input.show_bio,
    });
    if (other) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: "profile.teacher_update",
        targetType: "user",
        targetId: target.id,
        before: teacherAuditView(current),
        after: teacherAuditView(await findTeacherProfile(tx, target.id)),
        requestId,
      });
    }
    return buildProfile(tx, target, viewer);
  });
}

// ---- Teachers ----

export async function listTeachers(db: DbOrTx, query: TeachersQuery, locale: Locale = "en") {
  const subjects = [...(query.subjects ?? []), ...(query["subjects[]"] ?? [])];
  const { rows, total } = await listPublicTeachers(db, {
    subjects,
    q: query.q || undefined,
    showBio: query.show_bio,
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    data: rows.map(({ bio_translations, ...row }) => ({
      ...row,
      // the translations are public only when the bio is (show_bio)
      localized: {
        bio: row.show_bio ? resolveField(row.bio, bio_translations, "bio", locale) || null : null,
      },
    })),
    current_page: query.page,
    per_page: query.page_size,
    total,
    last_page: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

/** PATCH teacher/toggle-show-bio (admin). */
export async function toggleShowBio(db: Database, actorId: number, userId: number, requestId?: string) {
  await getUserOrThrow(db, userId);
  return db.transaction(async (tx) => {
    const current = await findTeacherProfile(tx, userId);
    if (!current || !(await userHasRole(tx, userId, "teacher"))) throw notFound("not_a_teacher");
    const showBio = !current.showBio;
    await setTeacherShowBio(tx, userId, showBio);
    await recordAudit(tx, {
      actorId,
      action: "profile.teacher_show_bio",
      targetType: "user",
      targetId: userId,
      before: { show_bio: current.showBio },
      after: { show_bio: showBio },
      requestId,
    });
    return { user_id: userId, show_bio: showBio };
  });
}

/** GET teacher-application-by-email (admin/staff): the answers a teacher gave when binding. */
export async function getTeacherApplicationByEmail(db: DbOrTx, email: string) {
  const user = await findUserByEmail(db, email);
  const teacher = user ? await findTeacherProfile(db, user.id) : undefined;
  if (!user || !teacher) throw new AppError("not_found", { message: "teacher_application_not_found" });
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    college: teacher.college,
    major: teacher.major,
    graduation_year: teacher.graduationYear,
    subjects: teacher.subjects,
    application_answers: teacher.applicationAnswers,
  };
}
