import {
  type ApplicationType,
  OPTIONS_BY_APPLICATION_TYPE,
  type ProfileSectionData,
} from "@edu/shared/counseling-profile";
import type { FieldErrors } from "../../http/app-error";

/**
 * A college is in progress when the current month falls within one of its attend spans (spec §3); a
 * span without an end is still running. Computed on every read with the school's today: a client's
 * flag is never stored or trusted.
 */
export function withCollegesInProgress(
  education: ProfileSectionData<"education">,
  today: string,
): ProfileSectionData<"education"> {
  const month = today.slice(0, 7);
  const inProgress = (spans: { from: string | null; to: string | null }[]) =>
    spans.some(
      (span) =>
        span.from !== null &&
        span.from.slice(0, 7) <= month &&
        (span.to === null || month <= span.to.slice(0, 7)),
    );
  return {
    ...education,
    colleges: education.colleges.map((college) => ({
      ...college,
      in_progress: inProgress(college.attend_dates),
    })),
  };
}

/**
 * "Please select your application type first" (spec §5 Forms): the answers that depend on the type —
 * the applicant's current status and the whole campuses-and-majors section — cannot be given before it.
 * Other sections (family, education, testing…) are the applicant's facts and can be filled any time.
 */
export function applicationTypeFirstErrors(
  section: string,
  data: Record<string, unknown>,
  applicationType: ApplicationType | null,
): FieldErrors | null {
  if (applicationType) return null;
  if (section === "profile" && data.current_status !== null) {
    return { "data.current_status": ["cp_application_type_first"] };
  }
  if (section === "campuses_majors" && hasAnswer(data))
    return { "data.application_type": ["cp_application_type_first"] };
  return null;
}

/** Anything other than a default: a non-empty text or list, a number, a yes/no, a chosen option. */
function hasAnswer(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.values(value).some(hasAnswer);
  return true;
}

/** A profile-section answer that does not fit the (new) type: refused on save ("v.cp_option_for_type"). */
export function profileOptionErrors(profile: ProfileSectionData<"profile">): FieldErrors | null {
  const type = profile.application_type;
  if (!type || profile.current_status === null) return null;
  const allowed: readonly string[] = OPTIONS_BY_APPLICATION_TYPE[type].current_status;
  return allowed.includes(profile.current_status)
    ? null
    : { "data.current_status": ["v.cp_option_for_type"] };
}

export function campusOptionErrors(
  campuses: ProfileSectionData<"campuses_majors">,
  type: ApplicationType | null,
): FieldErrors | null {
  if (!type || campuses.entry_term === null) return null;
  const allowed: readonly string[] = OPTIONS_BY_APPLICATION_TYPE[type].entry_term;
  return allowed.includes(campuses.entry_term) ? null : { "data.entry_term": ["v.cp_option_for_type"] };
}

/**
 * The spec's "options lists reset when the application type changes": when a save changes the type,
 * the answers stored under the old type that the new type does not offer are dropped (set back to
 * null) — the campuses-and-majors section's entry term (a transfer's winter or spring term is no
 * first-year term). The profile section's own current status is in the same save and is checked there.
 * Returns the section to store, or null when nothing changes.
 */
export function resetCampusesForType(
  campuses: ProfileSectionData<"campuses_majors">,
  type: ApplicationType | null,
): ProfileSectionData<"campuses_majors"> | null {
  if (campuses.entry_term === null) return null;
  const allowed: readonly string[] = type ? OPTIONS_BY_APPLICATION_TYPE[type].entry_term : [];
  return allowed.includes(campuses.entry_term) ? null : { ...campuses, entry_term: null };
}
