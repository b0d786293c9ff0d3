import { type Currency, type CurrencyCode, normalizeCurrency, tryNormalizeCurrency } from "../money/currency";

/** Spec §3 enrollment form and §4 enrollment states. */
export const ENROLLMENT_ROLES = ["student", "parent", "other"] as const;
export type EnrollmentRole = (typeof ENROLLMENT_ROLES)[number];

export const ENROLLMENT_TYPES = ["group", "private", "counseling"] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

export const TUTORING_MODES = ["online", "in-person"] as const;
export type TutoringMode = (typeof TUTORING_MODES)[number];

/**
 * Spec 01 §9: enrollment currency options are TWD, RMB, USD. The wire and the stored rows keep the
 * spec's label RMB; it is the money module's alias of CNY (`normalizeCurrency`), so the list is
 * checked against the money module's accepted codes.
 */
export const ENROLLMENT_CURRENCIES = ["TWD", "RMB", "USD"] as const satisfies readonly CurrencyCode[];
export type EnrollmentCurrency = (typeof ENROLLMENT_CURRENCIES)[number];

/** For money math (DESIGN.md §5 uses ISO codes): RMB is CNY. */
export function toMoneyCurrency(currency: EnrollmentCurrency): Currency {
  return normalizeCurrency(currency);
}

/** The enrollment label of an ISO currency (CNY is shown and stored as RMB on enrollments). */
export function toEnrollmentCurrency(currency: string | null | undefined): EnrollmentCurrency | undefined {
  const iso = tryNormalizeCurrency(currency);
  return iso === "CNY" ? "RMB" : (iso ?? undefined);
}

export const ENROLLMENT_STATUSES = ["normal", "archive", "cancel", "delete"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
/** Statuses in which an enrollment holds its student's email for its session. */
export const ACTIVE_ENROLLMENT_STATUSES = [
  "normal",
  "archive",
] as const satisfies readonly EnrollmentStatus[];

export const PAYMENT_STATUSES = ["unknown", "unpaid", "paid", "cancelled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ENROLLMENT_FORM_STEPS = [1, 2, 3] as const;
export const ENROLLMENT_MAX_STUDENTS = 10;
export const ENROLLMENT_MAX_SESSIONS = 20;
export const ENROLLMENTS_PAGE_SIZE = 50;
export const ENROLLMENT_BATCH_MAX = 500;
/** Spec §9: referral info may be submitted within 7 days. */
export const ENROLLMENT_REFERRAL_DAYS = 7;
/** An anonymous draft can be resumed for this long. */
export const ENROLLMENT_RESUME_DAYS = 30;

export const CONTRACT_TEMPLATES = ["group", "private", "counseling"] as const;
export type ContractTemplate = (typeof CONTRACT_TEMPLATES)[number];
