import type { SchoolFactKey } from "../schools/school-facts";

/**
 * A student's collected schools (spec 03 §3 "Collected school", §4). Values are the spec's where it names
 * them; the rest are chosen here and said so.
 */

/** Spec 03 §4 school category. */
export const SCHOOL_CATEGORIES = ["uncategorized", "dream", "reach", "fit", "safety"] as const;
export type SchoolCategory = (typeof SCHOOL_CATEGORIES)[number];

/** Spec 03 §9 counseling bill cards: 4 categories (uncategorized is not a card column), 12 schools shown. */
export const CARD_CATEGORIES = [
  "dream",
  "reach",
  "fit",
  "safety",
] as const satisfies readonly SchoolCategory[];
export const CARD_MAX_SCHOOLS = 12;

/** Spec 03 §4 admissions result. */
export const ADMISSIONS_RESULTS = ["admitted", "rejected", "deferred", "waitlisted", "enrolled"] as const;
export type AdmissionsResult = (typeof ADMISSIONS_RESULTS)[number];

/** Where the application is sent (the interface's "applicationForm"): the three services, the school's own site, other. */
export const APPLICATION_PORTALS = [
  "common_app",
  "coalition_app",
  "california_app",
  "school_site",
  "other",
] as const;
export type ApplicationPortal = (typeof APPLICATION_PORTALS)[number];

/** First-year or transfer, as the profile's application_type. */
export const APPLICATION_TYPES = ["freshman", "transfer"] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** Spec 03 §4: "application progress values: not shown" — these are the steps a counselor tracks. */
export const APPLICATION_STATUSES = [
  "not_started",
  "in_progress",
  "submitted",
  "complete",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Decision plans as today's application forms list them: ED I, ED II, EA I, EA II, REA/SCEA, RD, Rolling.
 * The row stores the plan; the spec's has_* flags are computed from it (`planFlags`).
 */
export const DECISION_PLANS = ["ed1", "ed2", "ea1", "ea2", "rea", "rd", "rolling"] as const;
export type DecisionPlan = (typeof DECISION_PLANS)[number];

/** Binding plans: a student holds one binding early decision at a time. */
export const BINDING_PLANS: readonly DecisionPlan[] = ["ed1", "ed2"];

/** The spec's plan flags. `has_tr` is a transfer application (application_type "transfer"), not a plan. */
export const PLAN_FLAGS = ["has_ea1", "has_ea2", "has_ed1", "has_ed2", "has_rea"] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];
export const FLAG_OF_PLAN: Partial<Record<DecisionPlan, PlanFlag>> = {
  ed1: "has_ed1",
  ed2: "has_ed2",
  ea1: "has_ea1",
  ea2: "has_ea2",
  rea: "has_rea",
};

/**
 * The school fact holding a plan's deadline (schools module, staff-entered per year). EA II and Rolling
 * have no deadline figure: unknown. A transfer application reads `deadline_transfer` whatever the plan.
 */
export const DEADLINE_FACT_OF_PLAN: Record<DecisionPlan, SchoolFactKey | null> = {
  ed1: "deadline_early_decision_1",
  ed2: "deadline_early_decision_2",
  ea1: "deadline_early_action",
  ea2: null,
  rea: "deadline_restrictive_early_action",
  rd: "deadline_regular",
  rolling: null,
};
export const TRANSFER_DEADLINE_FACT: SchoolFactKey = "deadline_transfer";

/**
 * Which list a row was added from (spec: type, default DEFAULT): the school search, or a service's
 * college list (/counseling/{id}/{thirdAppType}/colleges/add).
 */
export const COLLECTED_SCHOOL_TYPES = ["DEFAULT", "COMMON_APP", "COALITION_APP", "CALIFORNIA_APP"] as const;
export type CollectedSchoolType = (typeof COLLECTED_SCHOOL_TYPES)[number];

/** A batch add takes at most this many schools (a list is rarely over 20). */
export const MAX_BATCH_SCHOOLS = 50;
/** The counselors' applications list: deadline within N days, up to a year. */
export const MAX_DEADLINE_WITHIN_DAYS = 366;
/** Rows one CSV export holds at most. */
export const APPLICATIONS_CSV_MAX_ROWS = 10_000;

/** An application cycle "2026-27": applying in the fall of 2026 for entry in 2027. */
export const CYCLE_PATTERN = /^(\d{4})-(\d{2})$/;

/**
 * The cycle whose deadlines are ahead on `today` (YYYY-MM-DD): from March (after the regular deadlines of
 * January–February) the coming fall's, before that the one under way.
 */
export function currentCycle(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const start = month >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The flags of a plan and application type (spec's has_* as 0/1). */
export function planFlags(
  plan: DecisionPlan | null,
  applicationType: ApplicationType | null,
): Record<PlanFlag | "has_tr", 0 | 1> {
  const flags = { has_ea1: 0, has_ea2: 0, has_ed1: 0, has_ed2: 0, has_rea: 0, has_tr: 0 } as Record<
    PlanFlag | "has_tr",
    0 | 1
  >;
  const flag = plan ? FLAG_OF_PLAN[plan] : undefined;
  if (flag) flags[flag] = 1;
  if (applicationType === "transfer") flags.has_tr = 1;
  return flags;
}
