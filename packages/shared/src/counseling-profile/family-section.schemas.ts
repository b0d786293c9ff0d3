import { z } from "zod";
import {
  DEGREE_TYPES,
  HOUSEHOLD_WITH,
  MARITAL_STATUSES,
  PARENT_RELATIONSHIPS,
} from "./counseling-profile.constants";
import {
  addressSchema,
  choice,
  countryCode,
  day,
  limitedList,
  list,
  phoneSchema,
  text,
  yesNo,
} from "./profile-fields";

/** A college a parent went to (spec §5: at most 5 per parent). */
const employerCollegeSchema = z.object({
  name: text(200),
  ceeb_code: text(10),
  degree: choice(DEGREE_TYPES),
  year: z.number().int().min(1930).max(2100).nullable().default(null),
});

const personShape = {
  first_name: text(100),
  middle_name: text(100),
  last_name: text(100),
  /** The name in the person's own script, family name first (王大明). */
  native_name: text(100),
  email: text(254),
  phone: phoneSchema.prefault({}),
  address_same_as_student: z.boolean().default(true),
  address: addressSchema.prefault({}),
};

export const parentSchema = z.object({
  relationship: choice(PARENT_RELATIONSHIPS),
  living: yesNo(),
  ...personShape,
  birth_country: countryCode(),
  occupation: text(100),
  job_title: text(100),
  employer: text(200),
  education_level: text(60),
  /** Colleges the parent attended (the spec's "employer colleges" of Common App's parent page). */
  employer_colleges: limitedList(employerCollegeSchema, "parent_employer_colleges"),
});

export const legalGuardianSchema = z.object({
  relationship: text(60),
  ...personShape,
  occupation: text(100),
  employer: text(200),
});

export const siblingSchema = z.object({
  first_name: text(100),
  last_name: text(100),
  native_name: text(100),
  relationship: text(60),
  birth_date: day(),
  grade: text(40),
  college: text(200),
  degree: choice(DEGREE_TYPES),
});

/** Section "family" (spec 03 §3): household, parents, legal guardians, siblings, income, marital status. */
export const familySectionSchema = z.object({
  household: choice(HOUSEHOLD_WITH),
  parents_marital_status: choice(MARITAL_STATUSES),
  household_size: z.number().int().min(1).max(30).nullable().default(null),
  /** Yearly household income in US dollars (UC asks it for fee waivers and EOP). */
  household_income_usd: z.number().int().min(0).max(100_000_000).nullable().default(null),
  has_children: yesNo(),
  parents: list(parentSchema),
  legal_guardians: list(legalGuardianSchema),
  siblings: list(siblingSchema),
});
