/**
 * Teacher billing info (spec 01 §3: official name, SSN, date of birth, payment method, mailing
 * address, city, state, zip) in the shape of the country the teacher is paid in: Taiwan asks for
 * the national ID or resident certificate (ARC) number and a bank code and account; China for the
 * resident ID number and the bank; the US for the SSN, state and ZIP.
 */
export const BILLING_COUNTRIES = ["TW", "CN", "US", "OTHER"] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

export const TEACHER_BILLING_FIELDS = [
  "official_name",
  "id_number",
  "ssn",
  "date_of_birth",
  "payment_method",
  "bank_name",
  "bank_code",
  "bank_branch",
  "bank_account",
  "mailing_address_1",
  "mailing_address_2",
  "city",
  "state",
  "zip",
] as const;
export type TeacherBillingField = (typeof TEACHER_BILLING_FIELDS)[number];

/** The fields a country's form asks for, in order. Fields of another shape are kept, not asked. */
export const BILLING_FIELDS_BY_COUNTRY: Readonly<Record<BillingCountry, readonly TeacherBillingField[]>> = {
  TW: [
    "official_name",
    "id_number",
    "date_of_birth",
    "payment_method",
    "bank_name",
    "bank_code",
    "bank_branch",
    "bank_account",
    "zip",
    "city",
    "mailing_address_1",
    "mailing_address_2",
  ],
  CN: [
    "official_name",
    "id_number",
    "date_of_birth",
    "payment_method",
    "bank_name",
    "bank_branch",
    "bank_account",
    "zip",
    "state",
    "city",
    "mailing_address_1",
    "mailing_address_2",
  ],
  US: [
    "official_name",
    "ssn",
    "date_of_birth",
    "payment_method",
    "bank_name",
    "bank_account",
    "mailing_address_1",
    "mailing_address_2",
    "city",
    "state",
    "zip",
  ],
  OTHER: [
    "official_name",
    "id_number",
    "date_of_birth",
    "payment_method",
    "bank_name",
    "bank_account",
    "mailing_address_1",
    "mailing_address_2",
    "city",
    "state",
    "zip",
  ],
};

/** Before a country was chosen, the spec's US shape was the only one. */
export const billingCountryOf = (billing: { country?: string | null } | null | undefined): BillingCountry =>
  (BILLING_COUNTRIES as readonly string[]).includes(billing?.country ?? "")
    ? (billing?.country as BillingCountry)
    : "US";

// Letter codes of the Taiwan ID and resident certificate (內政部 rule: I, O, W, Z out of order).
const TW_LETTER_CODES = "ABCDEFGHJKLMNPQRSTUVXYWZIO";

/**
 * A Taiwan national ID (A123456789) or resident certificate number: the 2021 form (A800000014, a
 * digit 8 or 9 second) and the old form (AB12345678, a letter second), with the check digit.
 */
export function isTaiwanIdOrArc(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^[A-Z]([12890]\d{8}|[A-D]\d{8})$/.test(id)) return false;
  const first = TW_LETTER_CODES.indexOf(id[0] as string) + 10;
  const second = /[A-D]/.test(id[1] as string)
    ? (TW_LETTER_CODES.indexOf(id[1] as string) + 10) % 10
    : Number(id[1]);
  const digits = [second, ...id.slice(2).split("").map(Number)];
  const weights = [8, 7, 6, 5, 4, 3, 2, 1, 1];
  const sum =
    Math.floor(first / 10) + (first % 10) * 9 + digits.reduce((s, d, i) => s + d * (weights[i] as number), 0);
  return sum % 10 === 0;
}

/** A mainland China resident ID: 17 digits and a check character (GB 11643, ISO 7064 MOD 11-2). */
export function isChinaResidentId(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return "10X98765432"[sum % 11] === id[17];
}

const ZIP_PATTERNS: Partial<Record<BillingCountry, RegExp>> = {
  TW: /^\d{3}(\d{2,3})?$/, // 3, 5 or 6 digits (3+2, 3+3)
  CN: /^\d{6}$/,
  US: /^\d{5}(-\d{4})?$/,
};

export type BillingIssue = {
  field: TeacherBillingField;
  key: "v.tw_id_format" | "v.cn_id_format" | "v.bank_code_format" | "v.bank_account_format" | "v.zip_format";
};

/** What is wrong with given billing info for its country; empty fields are not checked. */
export function teacherBillingIssues(billing: Partial<Record<TeacherBillingField | "country", string>>) {
  const country = billingCountryOf(billing);
  const issues: BillingIssue[] = [];
  const id = billing.id_number?.trim();
  if (id && country === "TW" && !isTaiwanIdOrArc(id))
    issues.push({ field: "id_number", key: "v.tw_id_format" });
  if (id && country === "CN" && !isChinaResidentId(id))
    issues.push({ field: "id_number", key: "v.cn_id_format" });
  const bankCode = billing.bank_code?.trim();
  if (bankCode && country === "TW" && !/^\d{3}$/.test(bankCode))
    issues.push({ field: "bank_code", key: "v.bank_code_format" });
  const account = billing.bank_account?.replace(/[\s-]/g, "");
  if (account && !/^\d{6,20}$/.test(account))
    issues.push({ field: "bank_account", key: "v.bank_account_format" });
  const zip = billing.zip?.trim();
  const zipPattern = ZIP_PATTERNS[country];
  if (zip && zipPattern && !zipPattern.test(zip)) issues.push({ field: "zip", key: "v.zip_format" });
  return issues;
}
