import type {
  AdminUpdateStudentProfileInput,
  Profile,
  UpdateStudentProfileInput,
  UpdateStudentSurveyInput,
} from "@edu/shared";
import type { Database } from "../../db/database";
import { isSuperAdmin } from "../../http/actor";
import { forbidden } from "../../http/app-error";
import { recordAudit } from "../audit";
import { findStudentProfile, isParentOf, upsertStudentProfile } from "./profiles.repository";
import { assertRole, buildProfile, getUserOrThrow, toStudentDto, type Viewer } from "./profiles-rules";

type StudentInput = UpdateStudentProfileInput & Partial<AdminUpdateStudentProfileInput>;

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
