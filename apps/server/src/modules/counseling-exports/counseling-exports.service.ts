import { formatName, type Locale, translateMessage } from "@edu/shared";
import type { ExportTarget, ProfileExport, SyncExportAnswer } from "@edu/shared/counseling-exports";
import { COUNSELING_PROFILE_SECTIONS, type CounselingProfileData } from "@edu/shared/counseling-profile";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { forbidden } from "../../http/app-error";
import { type ServiceConfig, uploadApplicationData } from "../counseling-accounts";
import { counselingAccessOf, getCounselingProfile } from "../counseling-profile";
import { buildExport } from "./build-export";
import { exportPdf } from "./export-pdf";

/**
 * The exports' use cases (spec 03 §5, §7 POST counseling-profile/sync/{id}). Built on demand from one read
 * of the profile (nothing stored). Reading goes through the profile's own access rule (404 for a student
 * the caller may not see); an upload also needs edit rights: the student, a counselor, super-admin.
 */
export type ExportClock = { now: Date; timeZone: string };

async function readExport(
  db: Database,
  actor: Actor,
  studentUserId: number,
  target: ExportTarget,
  locale: Locale,
  clock: ExportClock,
) {
  // getCounselingProfile checks read access (404 otherwise) and computes in-progress colleges for today.
  const profile = await getCounselingProfile(db, actor, studentUserId, clock);
  const data = Object.fromEntries(
    COUNSELING_PROFILE_SECTIONS.map((section) => [section, profile.sections[section].data]),
  ) as CounselingProfileData;
  const exported = buildExport(target, data, clock.now, { studentUserId, locale });
  const name = formatName(profile.student) || profile.student.username;
  return { exported, student: { name, nativeName: data.profile.native_name } };
}

export async function previewExport(
  db: Database,
  actor: Actor,
  studentUserId: number,
  target: ExportTarget,
  locale: Locale,
  clock: ExportClock,
): Promise<ProfileExport> {
  return (await readExport(db, actor, studentUserId, target, locale, clock)).exported;
}

/** POST counseling-profile/sync/{id}: the export, and with `upload` the export's data sent to the service. */
export async function syncExport(
  db: Database,
  actor: Actor,
  studentUserId: number,
  body: { target: ExportTarget; upload?: boolean | undefined },
  locale: Locale,
  deps: { config: ServiceConfig & { SCHOOL_TIME_ZONE: string }; now?: Date },
): Promise<SyncExportAnswer> {
  const clock = { now: deps.now ?? new Date(), timeZone: deps.config.SCHOOL_TIME_ZONE };
  const exported = await previewExport(db, actor, studentUserId, body.target, locale, clock);
  if (!body.upload) return { export: exported, uploaded: 0 };
  const { as } = await counselingAccessOf(db, actor, studentUserId);
  // Parents read the profile but do not send applications (as they do not change the service logins).
  if (as !== "student" && as !== "counselor" && as !== "admin") throw forbidden();
  await uploadApplicationData(db, actor, studentUserId, body.target, exported.data, { config: deps.config });
  return { export: exported, uploaded: 1, message: translateMessage(locale, "counseling_third_upload_ok") };
}

export async function exportPdfFile(
  db: Database,
  actor: Actor,
  studentUserId: number,
  target: ExportTarget,
  locale: Locale,
  clock: ExportClock,
): Promise<{ pdf: Buffer; filename: string }> {
  const { exported, student } = await readExport(db, actor, studentUserId, target, locale, clock);
  return {
    pdf: await exportPdf(exported, student, clock.timeZone),
    filename: exportFilename(exported, "pdf"),
  };
}

/** A file name with the service, the student's id and the day: ASCII only (a header carries Latin-1). */
export const exportFilename = (exported: ProfileExport, extension: "pdf" | "json") =>
  `${exported.target}-export-${exported.student_user_id}-${exported.generated_at.slice(0, 10)}.${extension}`;
