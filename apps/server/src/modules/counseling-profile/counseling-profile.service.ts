import { formatName } from "@edu/shared";
import {
  type ApplicationType,
  COUNSELING_PROFILE_SECTIONS,
  type CounselingProfile,
  type CounselingProfileData,
  type CounselingProfileSection,
  type CounselingSectionEnvelope,
  emptySection,
  OPTIONS_BY_APPLICATION_TYPE,
  type ProfileSectionData,
  type SaveCounselingProfile,
  sectionSchemas,
} from "@edu/shared/counseling-profile";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { SCHOOL_TIME_ZONE_DEFAULT, schoolToday } from "../../school-calendar";
import { recordAudit } from "../audit";
import { users } from "../users";
import { assertCounselingRead, type CounselingAccess } from "./counseling-access";
import { readSectionRows, type SectionRow, writeSection } from "./counseling-profile.repository";
import {
  applicationTypeFirstErrors,
  campusOptionErrors,
  profileOptionErrors,
  resetCampusesForType,
  withCollegesInProgress,
} from "./profile-rules";

/** Whose "today" decides a college's in-progress flag (the school's calendar, config.SCHOOL_TIME_ZONE). */
export type ProfileClock = { timeZone?: string; now?: Date };

const todayOf = (clock: ProfileClock = {}) =>
  schoolToday(clock.now ?? new Date(), clock.timeZone ?? SCHOOL_TIME_ZONE_DEFAULT);

/** A stored section read through today's schema (fields added since are filled with their defaults). */
function sectionData<S extends CounselingProfileSection>(
  section: S,
  stored: Record<string, unknown> | undefined,
) {
  if (!stored) return emptySection(section);
  const parsed = sectionSchemas[section].safeParse(stored);
  // A rule tightened after the save must not make the record unreadable: keep what was stored.
  return (parsed.success ? parsed.data : { ...emptySection(section), ...stored }) as ProfileSectionData<S>;
}

function envelopeOf<S extends CounselingProfileSection>(
  section: S,
  row: SectionRow | undefined,
  today: string,
): CounselingSectionEnvelope<S> {
  let data = sectionData(section, row?.data);
  if (section === "education") {
    data = withCollegesInProgress(data as ProfileSectionData<"education">, today) as ProfileSectionData<S>;
  }
  return {
    version: row?.version ?? 0,
    updated_at: row ? toWireTime(row.updatedAt) : null,
    updated_by: row?.updatedBy
      ? {
          id: row.updatedBy.id,
          name:
            formatName({ first_name: row.updatedBy.firstName, last_name: row.updatedBy.lastName }) ||
            row.updatedBy.username,
        }
      : null,
    data,
  };
}

async function readEnvelopes(db: DbOrTx, studentUserId: number, clock?: ProfileClock) {
  const rows = await readSectionRows(db, studentUserId);
  const today = todayOf(clock);
  const bySection = new Map(rows.map((row) => [row.section, row]));
  return Object.fromEntries(
    COUNSELING_PROFILE_SECTIONS.map((section) => [
      section,
      envelopeOf(section, bySection.get(section), today),
    ]),
  ) as CounselingProfile["sections"];
}

/** The whole profile's data, no access check: for exports, after their own `assertCounselingRead`. */
export async function readProfileData(
  db: DbOrTx,
  studentUserId: number,
  clock?: ProfileClock,
): Promise<CounselingProfileData> {
  const sections = await readEnvelopes(db, studentUserId, clock);
  return Object.fromEntries(
    COUNSELING_PROFILE_SECTIONS.map((section) => [section, sections[section].data]),
  ) as CounselingProfileData;
}

async function answer(db: DbOrTx, studentUserId: number, access: CounselingAccess, clock?: ProfileClock) {
  const [student] = await db
    .select({
      id: users.id,
      username: users.username,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(users)
    .where(eq(users.id, studentUserId));
  if (!student) throw notFound();
  return {
    student_user_id: studentUserId,
    student,
    can_edit: access.editSections,
    sections: await readEnvelopes(db, studentUserId, clock),
  } satisfies CounselingProfile;
}

/** GET counseling-profile/{id}: the student's profile by section (404 for a student the caller may not see). */
export async function getCounselingProfile(
  db: DbOrTx,
  actor: Actor,
  studentUserId: number,
  clock?: ProfileClock,
): Promise<CounselingProfile> {
  const access = await assertCounselingRead(db, actor, studentUserId);
  return answer(db, studentUserId, access, clock);
}

const storedType = async (db: DbOrTx, studentUserId: number): Promise<ApplicationType | null> => {
  const [row] = await readSectionRows(db, studentUserId, "profile");
  return sectionData("profile", row?.data).application_type;
};

/**
 * The type-dependent answers of the section being saved. A save that changes the application type
 * drops the current status the new type does not offer (the spec's options reset); otherwise an
 * answer that does not fit the type is refused.
 */
function checkTypeRules(save: SaveCounselingProfile, previousType: ApplicationType | null) {
  if (save.section === "profile") {
    const type = save.data.application_type;
    const status = save.data.current_status;
    const allowed: readonly string[] = type ? OPTIONS_BY_APPLICATION_TYPE[type].current_status : [];
    if (type !== previousType && status !== null && !allowed.includes(status))
      save.data.current_status = null;
    const errors = applicationTypeFirstErrors("profile", save.data, type) ?? profileOptionErrors(save.data);
    if (errors) throw new AppError("validation_failed", { fieldErrors: errors });
  }
  if (save.section === "campuses_majors") {
    const errors =
      applicationTypeFirstErrors("campuses_majors", save.data, previousType) ??
      campusOptionErrors(save.data, previousType);
    if (errors) throw new AppError("validation_failed", { fieldErrors: errors });
  }
  if (save.section === "education") {
    // Computed on read: a client's flag is not stored.
    save.data.colleges = save.data.colleges.map((college) => ({ ...college, in_progress: false }));
  }
}

/** After a type change: the campuses section's entry term the new type does not offer is dropped. */
async function resetDependentSections(
  tx: DbOrTx,
  studentUserId: number,
  type: ApplicationType | null,
  actorId: number,
) {
  // Compare-and-set: a concurrent campuses save in between is re-read (read committed sees it).
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await readSectionRows(tx, studentUserId, "campuses_majors");
    if (!row) return;
    const reset = resetCampusesForType(sectionData("campuses_majors", row.data), type);
    if (!reset) return;
    const written = await writeSection(tx, {
      studentUserId,
      section: "campuses_majors",
      expectedVersion: row.version,
      data: reset,
      actorId,
    });
    if (written !== null) return;
  }
  throw new AppError("conflict", { message: "cp_section_changed" });
}

/**
 * POST counseling-profile/{id}: one section. A stale version (someone saved the section since the editor
 * loaded it) is refused with 409 and the newer section in `details`; other sections are untouched.
 */
export async function saveCounselingProfile(
  db: DbOrTx,
  actor: Actor,
  studentUserId: number,
  save: SaveCounselingProfile,
  clock?: ProfileClock,
): Promise<CounselingProfile> {
  return db.transaction(async (tx) => {
    const access = await assertCounselingRead(tx, actor, studentUserId);
    if (!access.editSections.includes(save.section)) {
      throw new AppError("forbidden", { message: "cp_section_not_editable" });
    }
    const previousType = await storedType(tx, studentUserId);
    checkTypeRules(save, previousType);
    const version = await writeSection(tx, {
      studentUserId,
      section: save.section,
      expectedVersion: save.version,
      data: save.data as Record<string, unknown>,
      actorId: actor.id,
    });
    if (version === null) {
      const [newer] = await readSectionRows(tx, studentUserId, save.section);
      const envelope = envelopeOf(save.section, newer, todayOf(clock));
      throw new AppError("conflict", {
        message: "cp_section_changed",
        details: { section: save.section, ...envelope },
      });
    }
    if (save.section === "profile" && save.data.application_type !== previousType) {
      await resetDependentSections(tx, studentUserId, save.data.application_type, actor.id);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_profile.save",
      targetType: "user",
      targetId: studentUserId,
      before: { section: save.section, version: save.version },
      after: { section: save.section, version, as: access.as },
      requestId: actor.requestId,
    });
    return answer(tx, studentUserId, access, clock);
  });
}
