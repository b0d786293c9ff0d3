import { z } from "zod";
import {
  COURSE_LEVELS,
  COURSE_YEARS,
  DEFAULT_HIGH_SCHOOL_SESSION,
  DEFAULT_SUMMER,
  DEGREE_TYPES,
  HIGH_SCHOOL_SESSIONS,
  PROFILE_LIMITS,
  PROFILE_SOFT_CAPS,
  SUMMER_FLAGS,
  TERM_TYPES,
} from "./counseling-profile.constants";
import { attendDatesSchema, choice, countryCode, day, limitedList, list, text } from "./profile-fields";

const gradeSchema = z.object({ term: text(40), grade: text(10) });

export const courseSchema = z.object({
  year: z.enum(COURSE_YEARS).default("9TH"),
  name: text(200),
  level: choice(COURSE_LEVELS),
  grades: list(gradeSchema),
  /** Taken in a summer session: "N" unless said otherwise. */
  summer: z.enum(SUMMER_FLAGS).default(DEFAULT_SUMMER),
});

export const highSchoolSchema = z.object({
  name: text(200),
  ceeb_code: text(10),
  city: text(100),
  state: text(100),
  country: countryCode(),
  entry_date: day(),
  graduation_date: day(),
  attend_dates: list(attendDatesSchema),
  session: z.enum(HIGH_SCHOOL_SESSIONS).default(DEFAULT_HIGH_SCHOOL_SESSION),
  term_type: choice(TERM_TYPES),
  boarding: z.boolean().default(false),
  courses: limitedList(courseSchema, "courses"),
});

const collegeCourseSchema = z.object({
  name: text(200),
  code: text(40),
  credits: z.number().min(0).max(99).nullable().default(null),
  grade: text(10),
});

export const collegeSchema = z.object({
  name: text(200),
  ceeb_code: text(10),
  city: text(100),
  country: countryCode(),
  attend_dates: list(attendDatesSchema),
  degree: choice(DEGREE_TYPES),
  courses_completed: list(collegeCourseSchema),
  courses_in_progress: list(collegeCourseSchema),
  /** Computed on read (the school's today within an attend span), never taken from a client. */
  in_progress: z.boolean().default(false),
});

const degreeSchema = z.object({ name: text(200), institution: text(200), awarded: day() });
const academicYearSchema = z.object({
  year: z.enum(COURSE_YEARS).nullable().default(null),
  school_year: text(20),
  school: text(200),
});
const honorSchema = z.object({
  title: text(200),
  grade_levels: z.array(z.enum(COURSE_YEARS)).max(5).default([]),
  level: text(40),
});
const organizationSchema = z.object({
  name: text(200),
  city: text(100),
  country: countryCode(),
  from: day(),
  to: day(),
});

/** Section "education" (spec 03 §3). */
export const educationSectionSchema = z.object({
  high_schools: list(highSchoolSchema),
  other_high_schools: list(highSchoolSchema),
  colleges: list(collegeSchema),
  degrees: limitedList(degreeSchema, "degrees"),
  /** At least 4 once any is entered (spec §5): a record still being started may have none. */
  academic_years: list(academicYearSchema).refine(
    (years) => years.length === 0 || years.length >= PROFILE_LIMITS.min_academic_years,
    { error: "v.cp_limit_min_academic_years" },
  ),
  honors: limitedList(honorSchema, "honors"),
  community_organizations: limitedList(organizationSchema, "community_organizations"),
  class_rank: z
    .object({
      rank: z.number().int().min(1).max(10000).nullable().default(null),
      class_size: z.number().int().min(1).max(10000).nullable().default(null),
      reporting: text(40),
    })
    .prefault({}),
  gpa: z
    .object({
      value: z.number().min(0).max(110).nullable().default(null),
      scale: z.number().min(1).max(110).nullable().default(null),
      weighted: z.boolean().nullable().default(null),
    })
    .refine((gpa) => gpa.value === null || gpa.scale === null || gpa.value <= gpa.scale, {
      error: "v.cp_gpa_over_scale",
      path: ["value"],
    })
    .prefault({}),
  career_interest: text(200),
  academic_interests: list(text(200)),
  graduation_date: day(),
  notes: text(PROFILE_SOFT_CAPS.long),
});
