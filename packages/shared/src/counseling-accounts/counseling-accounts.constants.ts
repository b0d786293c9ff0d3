/** The application services a student's login may be stored for (spec 03 §1, §3 third-party account). */
export const THIRD_SERVICE_TYPES = ["common_app", "coalition_app", "california_app"] as const;
export type ThirdServiceType = (typeof THIRD_SERVICE_TYPES)[number];

/**
 * The services' own names (brands, the same in every language). The Coalition application now runs on
 * Scoir; the spec's name is kept as the key.
 */
export const THIRD_SERVICE_NAMES: Record<ThirdServiceType, string> = {
  common_app: "Common App",
  coalition_app: "Coalition App (Scoir)",
  california_app: "University of California Application",
};

/**
 * Common App's own way for independent counselors: the student invites an advisor from inside Common App.
 * The product keeps where that invitation stands, beside the stored login.
 */
export const ADVISOR_INVITATION_STATES = ["none", "invited", "accepted"] as const;
export type AdvisorInvitationState = (typeof ADVISOR_INVITATION_STATES)[number];

/** Common App's "My Colleges" takes at most 20 colleges; the product syncs no more to any service. */
export const MAX_SYNCED_COLLEGES = 20;

/** A counselor may reveal a stored password this often per student (and per address) an hour. */
export const PASSWORD_REVEALS_PER_HOUR = 10;
