/**
 * What a school page shows (spec 03 §3 "School profile display fields"), one entry per figure: the tab it
 * belongs to, how it reads, and the College Scorecard column it is imported from. Figures without a
 * column (deadlines, GPA, rankings, sports, housing, essay prompts, platforms) are entered by staff per
 * school and year. Every stored figure carries its source and year (`school_facts`).
 */
export const SCHOOL_TABS = [
  "overview",
  "admissions",
  "financials",
  "academic",
  "campus-life",
  "students",
  "salaries",
  "rankings",
] as const;
export type SchoolTab = (typeof SCHOOL_TABS)[number];

/**
 * How a figure's value reads: `ratio` 0–1 (shown as %), `count`, `usd` whole US dollars, `score` (SAT
 * section 200–800, ACT 1–36), `gpa` 0–5, `rank` 1…, `date` "MM-DD" (a deadline, the year is the fact's),
 * `text` (staff's words, per language), `platforms` (application platforms).
 */
export type SchoolFactKind =
  | "ratio"
  | "count"
  | "usd"
  | "score"
  | "gpa"
  | "rank"
  | "date"
  | "text"
  | "platforms";

type FactDefinition = {
  tab: SchoolTab;
  kind: SchoolFactKind;
  /** The Scorecard column (official name); absent: staff-entered only. */
  column?: string;
};

export const SCHOOL_FACTS = {
  // Admissions
  admission_rate: { tab: "admissions", kind: "ratio", column: "ADM_RATE" },
  sat_reading_25: { tab: "admissions", kind: "score", column: "SATVR25" },
  sat_reading_50: { tab: "admissions", kind: "score", column: "SATVR50" },
  sat_reading_75: { tab: "admissions", kind: "score", column: "SATVR75" },
  sat_math_25: { tab: "admissions", kind: "score", column: "SATMT25" },
  sat_math_50: { tab: "admissions", kind: "score", column: "SATMT50" },
  sat_math_75: { tab: "admissions", kind: "score", column: "SATMT75" },
  sat_average: { tab: "admissions", kind: "score", column: "SAT_AVG" },
  act_composite_25: { tab: "admissions", kind: "score", column: "ACTCM25" },
  act_composite_50: { tab: "admissions", kind: "score", column: "ACTCM50" },
  act_composite_75: { tab: "admissions", kind: "score", column: "ACTCM75" },
  gpa_average: { tab: "admissions", kind: "gpa" },
  deadline_early_decision_1: { tab: "admissions", kind: "date" },
  deadline_early_decision_2: { tab: "admissions", kind: "date" },
  deadline_early_action: { tab: "admissions", kind: "date" },
  deadline_restrictive_early_action: { tab: "admissions", kind: "date" },
  deadline_regular: { tab: "admissions", kind: "date" },
  deadline_transfer: { tab: "admissions", kind: "date" },
  application_platforms: { tab: "admissions", kind: "platforms" },
  essay_prompts: { tab: "admissions", kind: "text" },
  // Financials
  cost_of_attendance: { tab: "financials", kind: "usd", column: "COSTT4_A" },
  tuition_in_state: { tab: "financials", kind: "usd", column: "TUITIONFEE_IN" },
  tuition_out_of_state: { tab: "financials", kind: "usd", column: "TUITIONFEE_OUT" },
  room_and_board: { tab: "financials", kind: "usd", column: "ROOMBOARD_ON" },
  /** Average net price: public schools report NPT4_PUB, private ones NPT4_PRIV (the importer takes the one present). */
  net_price: { tab: "financials", kind: "usd", column: "NPT4_PUB|NPT4_PRIV" },
  net_price_income_0_30k: { tab: "financials", kind: "usd", column: "NPT41_PUB|NPT41_PRIV" },
  net_price_income_30_48k: { tab: "financials", kind: "usd", column: "NPT42_PUB|NPT42_PRIV" },
  net_price_income_48_75k: { tab: "financials", kind: "usd", column: "NPT43_PUB|NPT43_PRIV" },
  net_price_income_75_110k: { tab: "financials", kind: "usd", column: "NPT44_PUB|NPT44_PRIV" },
  net_price_income_110k_plus: { tab: "financials", kind: "usd", column: "NPT45_PUB|NPT45_PRIV" },
  pell_grant_share: { tab: "financials", kind: "ratio", column: "PCTPELL" },
  federal_loan_share: { tab: "financials", kind: "ratio", column: "PCTFLOAN" },
  median_debt: { tab: "financials", kind: "usd", column: "GRAD_DEBT_MDN" },
  loan_default_rate: { tab: "financials", kind: "ratio", column: "CDR3" },
  // Academic
  student_faculty_ratio: { tab: "academic", kind: "count", column: "STUFACR" },
  average_class_size: { tab: "academic", kind: "count" },
  retention_rate: { tab: "academic", kind: "ratio", column: "RET_FT4" },
  graduation_rate_4y: { tab: "academic", kind: "ratio", column: "C100_4" },
  graduation_rate_6y: { tab: "academic", kind: "ratio", column: "C150_4" },
  // Campus life
  housing: { tab: "campus-life", kind: "text" },
  sports: { tab: "campus-life", kind: "text" },
  // Students
  undergraduates: { tab: "students", kind: "count", column: "UGDS" },
  part_time_share: { tab: "students", kind: "ratio", column: "PPTUG_EF" },
  share_men: { tab: "students", kind: "ratio", column: "UGDS_MEN" },
  share_women: { tab: "students", kind: "ratio", column: "UGDS_WOMEN" },
  share_white: { tab: "students", kind: "ratio", column: "UGDS_WHITE" },
  share_black: { tab: "students", kind: "ratio", column: "UGDS_BLACK" },
  share_hispanic: { tab: "students", kind: "ratio", column: "UGDS_HISP" },
  share_asian: { tab: "students", kind: "ratio", column: "UGDS_ASIAN" },
  share_american_indian: { tab: "students", kind: "ratio", column: "UGDS_AIAN" },
  share_pacific_islander: { tab: "students", kind: "ratio", column: "UGDS_NHPI" },
  share_two_or_more: { tab: "students", kind: "ratio", column: "UGDS_2MOR" },
  share_international: { tab: "students", kind: "ratio", column: "UGDS_NRA" },
  share_unknown: { tab: "students", kind: "ratio", column: "UGDS_UNKN" },
  // Salaries (post-graduation earnings: median, 6 and 10 years after entry)
  earnings_6y: { tab: "salaries", kind: "usd", column: "MD_EARN_WNE_P6" },
  earnings_10y: { tab: "salaries", kind: "usd", column: "MD_EARN_WNE_P10" },
  // Rankings (staff-entered: the publisher's name and year go in the fact's note)
  ranking_national: { tab: "rankings", kind: "rank" },
  ranking_liberal_arts: { tab: "rankings", kind: "rank" },
  ranking_world: { tab: "rankings", kind: "rank" },
} as const satisfies Record<string, FactDefinition>;

export type SchoolFactKey = keyof typeof SCHOOL_FACTS;
export const SCHOOL_FACT_KEYS = Object.keys(SCHOOL_FACTS) as SchoolFactKey[];

/** Where a figure came from: the Scorecard import, or staff (by hand, with who and when). */
export const SCHOOL_FACT_SOURCES = ["scorecard", "staff"] as const;
export type SchoolFactSource = (typeof SCHOOL_FACT_SOURCES)[number];

/** Scorecard CONTROL: 1 public, 2 private nonprofit, 3 private for-profit. */
export const SCHOOL_CONTROLS = ["public", "private_nonprofit", "private_for_profit"] as const;
export type SchoolControl = (typeof SCHOOL_CONTROLS)[number];

/** Application platforms a school takes (spec 03 §1: the supported third-party services). */
export const APPLICATION_PLATFORMS = ["common_app", "coalition_app", "california_app"] as const;

/** The links staff attach to a school (/attachLinkToSchool). */
export const SCHOOL_LINK_KINDS = ["admissions", "net_price_calculator", "virtual_tour", "other"] as const;
export type SchoolLinkKind = (typeof SCHOOL_LINK_KINDS)[number];
