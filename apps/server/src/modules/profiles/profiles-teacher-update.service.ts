import {
  type AdminUpdateTeacherProfileInput,
  mergeFieldTranslations,
  type Profile,
  type UpdateTeacherProfileInput,
} from "@edu/shared";
import type { Database } from "../../db/database";
import { isSuperAdmin } from "../../http/actor";
import { forbidden } from "../../http/app-error";
import { recordAudit } from "../audit";
import { findTeacherProfile, type TeacherRow, upsertTeacherProfile } from "./profiles.repository";
import { assertRole, buildProfile, getUserOrThrow, toTeacherDto, type Viewer } from "./profiles-rules";

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
