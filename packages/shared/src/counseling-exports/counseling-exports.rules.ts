import {
  THIRD_SERVICE_TYPES,
  type ThirdServiceType,
} from "../counseling-accounts/counseling-accounts.constants";

/**
 * What each application service takes from the profile (spec 03 §5 "Common App / Coalition App / UC App
 * export"), as data: the export engine (apps/server/src/modules/counseling-exports) applies these rules and
 * reports every item a rule leaves out. The numbers are the spec's; where today's forms differ, a warning
 * (EXPORT_WARNINGS) says so beside the rule instead of changing it.
 */

/** The services an export is for: the third-party account types (counseling-accounts). */
export const EXPORT_TARGETS = THIRD_SERVICE_TYPES;
export type ExportTarget = ThirdServiceType;

/**
 * Which entries a limited list keeps (the rest are cut and reported):
 * - list_order: the first ones as the student listed them (the student orders by importance);
 * - latest_attendance: the schools attended most recently (latest `to`/`from`/graduation date; no date last);
 * - earliest: the earliest span (`from` ascending) — "first attendance date";
 * - most_recent: the latest `date` (a test sitting); no date last;
 * - highest_score: the highest `score` (ties: most recent date, then list order).
 * Ties always fall back to list order, so the same profile gives the same export.
 */
export const KEEP_ORDERS = [
  "list_order",
  "latest_attendance",
  "earliest",
  "most_recent",
  "highest_score",
] as const;
export type KeepOrder = (typeof KEEP_ORDERS)[number];

/**
 * A list path: dot-separated keys from the section, `[]` for "every entry of this list"
 * (`education.high_schools[].attend_dates` is each high school's attend dates).
 */
export type ListPath = string;

export type ExportRule =
  /**
   * At most `limit` entries. `lists` share one budget (`combined`: filled in list order, so parents come
   * before guardians and entries in `lists` order) or each list (and each parent entry of a `[]` path)
   * has its own.
   */
  | { id: string; kind: "max"; lists: readonly ListPath[]; limit: number; keep: KeepOrder; combined: boolean }
  /** One entry per distinct `key` value in each list (the last one listed is kept: a later entry corrects). */
  | { id: string; kind: "one_per_key"; lists: readonly ListPath[]; key: string; limit: 1 }
  /** At most `limit` non-empty lines among `fields` of each address; kept lines move up, in order. */
  | { id: string; kind: "lines"; objects: readonly string[]; fields: readonly string[]; limit: number };

const ENGLISH_PROFICIENCY = [
  "testing.toefl",
  "testing.toefl_paper",
  "testing.ielts",
  "testing.pte",
  "testing.duolingo",
] as const;

/** Every rule, per target (spec 03 §5, numbers as written there). */
export const EXPORT_RULES: Record<ExportTarget, readonly ExportRule[]> = {
  common_app: [
    {
      id: "other_high_schools",
      kind: "max",
      lists: ["education.other_high_schools"],
      limit: 3,
      keep: "latest_attendance",
      combined: false,
    },
    {
      id: "colleges",
      kind: "max",
      lists: ["education.colleges"],
      limit: 3,
      keep: "latest_attendance",
      combined: false,
    },
    {
      id: "community_organizations",
      kind: "max",
      lists: ["education.community_organizations"],
      limit: 3,
      keep: "list_order",
      combined: false,
    },
    { id: "parents", kind: "max", lists: ["family.parents"], limit: 2, keep: "list_order", combined: false },
    {
      id: "legal_guardians",
      kind: "max",
      lists: ["family.legal_guardians"],
      limit: 1,
      keep: "list_order",
      combined: false,
    },
    {
      id: "first_attendance_date",
      kind: "max",
      lists: [
        "education.high_schools[].attend_dates",
        "education.other_high_schools[].attend_dates",
        "education.colleges[].attend_dates",
      ],
      limit: 1,
      keep: "earliest",
      combined: false,
    },
    {
      id: "highest_duolingo",
      kind: "max",
      lists: ["testing.duolingo"],
      limit: 1,
      keep: "highest_score",
      combined: false,
    },
  ],
  coalition_app: [
    {
      id: "siblings",
      kind: "max",
      lists: ["family.siblings"],
      limit: 4,
      keep: "list_order",
      combined: false,
    },
    {
      id: "parents_guardians",
      kind: "max",
      lists: ["family.parents", "family.legal_guardians"],
      limit: 4,
      keep: "list_order",
      combined: true,
    },
    {
      id: "address_lines",
      kind: "lines",
      objects: ["profile.address", "profile.mailing_address"],
      fields: ["line1", "line2", "line3"],
      limit: 2,
    },
    {
      id: "languages",
      kind: "max",
      lists: ["profile.languages"],
      limit: 3,
      keep: "list_order",
      combined: false,
    },
    {
      id: "citizenships",
      kind: "max",
      lists: ["profile.citizenships"],
      limit: 2,
      keep: "list_order",
      combined: false,
    },
    { id: "ap_scores", kind: "max", lists: ["testing.ap"], limit: 8, keep: "highest_score", combined: false },
    { id: "ib_scores", kind: "max", lists: ["testing.ib"], limit: 7, keep: "highest_score", combined: false },
    {
      id: "english_proficiency",
      kind: "max",
      lists: ENGLISH_PROFICIENCY,
      limit: 4,
      keep: "most_recent",
      combined: true,
    },
    // "One most recent SAT/ACT date": one sitting per test, the most recent (its scores with its date).
    {
      id: "sat_act_date",
      kind: "max",
      lists: ["testing.sat", "testing.act"],
      limit: 1,
      keep: "most_recent",
      combined: false,
    },
  ],
  california_app: [
    {
      id: "english_proficiency",
      kind: "max",
      lists: ENGLISH_PROFICIENCY,
      limit: 1,
      keep: "most_recent",
      combined: true,
    },
    {
      id: "one_grade_per_term",
      kind: "one_per_key",
      lists: ["education.high_schools[].courses[].grades"],
      key: "term",
      limit: 1,
    },
  ],
};

/**
 * The profile sections each service's form has: UC alone asks for campuses and majors and for
 * scholarships and programs (EOP); the others skip them.
 */
export const EXPORT_SECTIONS: Record<ExportTarget, readonly string[]> = {
  common_app: ["profile", "family", "education", "testing", "activities", "writing"],
  coalition_app: ["profile", "family", "education", "testing", "activities", "writing"],
  california_app: [
    "profile",
    "family",
    "campuses_majors",
    "education",
    "testing",
    "activities",
    "scholarships",
    "writing",
  ],
};

/**
 * Where today's forms differ from the spec's rules (checked 2026): shown beside the export, never applied.
 * `field` is the profile text or list the warning measures (words or entries) so the export says whether
 * this profile is affected. Common App's Additional Information: the issue names 300 words, Common App's
 * own instructions have said 650 words for years — 650 is used. Challenges and Circumstances (250 words)
 * replaced the COVID-19 question in 2025–26. UC: up to 20 activities and awards (the profile keeps 10, the
 * spec's model limit), 4 of 8 personal insight questions at 350 words each. Coalition now runs on Scoir;
 * the spec's Coalition rules are kept.
 */
export type ExportWarning = {
  id: string;
  /** What the spec's rule says (or "none"), and today's form, as short texts through the texts table. */
  measure:
    | { kind: "words"; field: string; limit: number }
    | { kind: "essays"; field: string; count: number; words: number }
    | { kind: "entries"; field: string; limit: number }
    | { kind: "note" };
};

export const EXPORT_WARNINGS: Record<ExportTarget, readonly ExportWarning[]> = {
  common_app: [
    {
      id: "common_app_additional_info",
      measure: { kind: "words", field: "writing.additional_info", limit: 650 },
    },
    {
      id: "common_app_challenges",
      measure: { kind: "words", field: "writing.covid_statement", limit: 250 },
    },
  ],
  coalition_app: [{ id: "coalition_scoir", measure: { kind: "note" } }],
  california_app: [
    { id: "uc_activities", measure: { kind: "entries", field: "activities.activities", limit: 20 } },
    { id: "uc_piq", measure: { kind: "essays", field: "writing.essays", count: 4, words: 350 } },
  ],
};

/** Words as the services count them: runs of letters/digits; each CJK character counts as one. */
export function countWords(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const rest = text
    .replace(/[\u3400-\u9fff\uf900-\ufaff]/g, " ")
    .match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return cjk + (rest?.length ?? 0);
}
