/**
 * The application profile's fixed data (spec 03 §3, §5): its sections, the model limits, the option
 * lists the spec names and the options that depend on the application type.
 */

export const COUNSELING_PROFILE_SECTIONS = [
  "profile",
  "family",
  "campuses_majors",
  "education",
  "testing",
  "activities",
  "scholarships",
  "writing",
] as const;
export type CounselingProfileSection = (typeof COUNSELING_PROFILE_SECTIONS)[number];

/** Spec 03 §5 "Model limits", as data (each refused with its own message, `PROFILE_LIMIT_MESSAGES`). */
export const PROFILE_LIMITS = {
  military_experiences: 3,
  parent_employer_colleges: 5,
  degrees: 5,
  min_academic_years: 4,
  courses: 15,
  honors: 5,
  community_organizations: 5,
  sat: 10,
  ap: 15,
  ib: 10,
  a_levels: 6,
  duolingo: 5,
  other_proficiency: 4,
  leaving_exams: 10,
  activities: 10,
} as const;
export type ProfileLimit = keyof typeof PROFILE_LIMITS;

/** Lists the spec gives no number for: generous caps so a record stays a record, not a dump. */
export const PROFILE_SOFT_CAPS = { list: 30, short: 200, long: 2000, essay: 20000 } as const;

export const APPLICATION_TYPES = ["freshman", "transfer"] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/**
 * Option lists whose valid answers depend on the application type (UC-style application: a first-year
 * applicant is in high school or has left it; a transfer applicant is in or has left college; a
 * first-year applicant enters in the fall, a transfer applicant in fall, winter or spring). When the
 * type changes the server drops answers not in the new type's list (spec §3 "Options lists reset").
 */
export const CURRENT_STATUSES = [
  "high_school_student",
  "high_school_graduate",
  "high_school_equivalency",
  "community_college",
  "four_year_college",
  "college_graduate",
] as const;
export const ENTRY_TERMS = ["fall", "winter", "spring"] as const;
export const OPTIONS_BY_APPLICATION_TYPE = {
  freshman: {
    current_status: ["high_school_student", "high_school_graduate", "high_school_equivalency"],
    entry_term: ["fall"],
  },
  transfer: {
    current_status: ["community_college", "four_year_college", "college_graduate"],
    entry_term: ["fall", "winter", "spring"],
  },
} as const satisfies Record<
  ApplicationType,
  {
    current_status: readonly (typeof CURRENT_STATUSES)[number][];
    entry_term: readonly (typeof ENTRY_TERMS)[number][];
  }
>;

/** Default high-school session (regular school year) and summer flag (spec §3). */
export const HIGH_SCHOOL_SESSIONS = ["REG", "SUM"] as const;
export const DEFAULT_HIGH_SCHOOL_SESSION = "REG";
export const SUMMER_FLAGS = ["Y", "N"] as const;
export const DEFAULT_SUMMER = "N";

/** Course years, "PRE9TH" for courses taken before 9th grade (the spec's "or earlier"). */
export const COURSE_YEARS = ["PRE9TH", "9TH", "10TH", "11TH", "12TH"] as const;
export type CourseYear = (typeof COURSE_YEARS)[number];

/** Grade code → course year: 9..12 as themselves, anything lower (a middle-school course) as PRE9TH. */
export function courseYearOfGrade(grade: number): CourseYear | null {
  if (!Number.isInteger(grade) || grade < 1 || grade > 12) return null;
  if (grade < 9) return "PRE9TH";
  return `${grade}TH` as CourseYear;
}

export const COURSE_LEVELS = ["regular", "honors", "ap", "ib", "a_level", "college"] as const;
export const TERM_TYPES = ["semester", "trimester", "quarter", "year"] as const;

export const ACTIVITY_CATEGORIES = [
  "Award",
  "EdPrep",
  "ExtraCurr",
  "OtherCourse",
  "Volunteer",
  "WorkExp",
] as const;
export const AWARD_LEVELS = [
  "School",
  "City / Community",
  "State",
  "Regional",
  "National",
  "International",
] as const;
export const AWARD_GRADES = ["9th", "10th", "11th", "12th", "After 12th grade"] as const;

export const PARENT_RELATIONSHIPS = [
  "mother",
  "father",
  "stepmother",
  "stepfather",
  "parent",
  "other",
] as const;
export const MARITAL_STATUSES = [
  "married",
  "civil_union",
  "domestic_partners",
  "divorced",
  "separated",
  "never_married",
  "widowed",
] as const;
export const HOUSEHOLD_WITH = [
  "both_parents",
  "parent_1",
  "parent_2",
  "legal_guardian",
  "ward",
  "other",
] as const;
export const CITIZENSHIP_STATUSES = ["us_citizen", "us_permanent_resident", "us_refugee", "other"] as const;
export const LANGUAGE_PROFICIENCIES = ["first", "speak", "read", "write", "home"] as const;
export const DEGREE_TYPES = ["associate", "bachelor", "master", "doctorate", "certificate", "none"] as const;
export const IB_LEVELS = ["HL", "SL"] as const;
export const FUTURE_TESTS = [
  "SAT",
  "ACT",
  "AP",
  "IB",
  "TOEFL",
  "IELTS",
  "Duolingo",
  "PTE",
  "A-level",
] as const;
/** A phone's use; the first phone listed is the preferred one. */
export const PHONE_TYPES = ["mobile", "home", "work", "other"] as const;
export const GENDERS = ["female", "male", "non_binary", "another", "undisclosed"] as const;

/** The option lists the selector serves (GET /api/counseling-profile/selector). */
export const SELECTOR_TITLES = ["countries", "states", "high_schools", "colleges", "majors"] as const;
export type SelectorTitle = (typeof SELECTOR_TITLES)[number];
