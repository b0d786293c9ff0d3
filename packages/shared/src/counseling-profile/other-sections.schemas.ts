import { z } from "zod";
import { ENTRY_TERMS, PROFILE_SOFT_CAPS } from "./counseling-profile.constants";
import { choice, list, text, yesNo } from "./profile-fields";

/** Section "campuses_majors": where and what the student applies for (UC-style). Needs the application type. */
export const campusesMajorsSectionSchema = z.object({
  /** Depends on the application type (OPTIONS_BY_APPLICATION_TYPE). */
  entry_term: choice(ENTRY_TERMS),
  entry_year: z.number().int().min(2000).max(2100).nullable().default(null),
  campuses: list(z.object({ campus: text(200), major: text(200), alternate_major: text(200) })),
  undeclared: z.boolean().default(false),
});

/** Section "scholarships" (spec §3 "scholarships and EOP"). */
export const scholarshipsSectionSchema = z.object({
  eop_interest: yesNo(),
  scholarship_categories: list(text(100)),
  programs: list(z.object({ name: text(200), note: text(PROFILE_SOFT_CAPS.long) })),
  first_generation: yesNo(),
});

/** Section "writing" (spec §3): essays, disciplinary history, the covid statement, additional information. */
export const writingSectionSchema = z.object({
  essays: list(z.object({ topic: text(500), content: text(PROFILE_SOFT_CAPS.essay) })),
  disciplinary: z.object({ has_history: yesNo(), explanation: text(PROFILE_SOFT_CAPS.long) }).prefault({}),
  covid_statement: text(PROFILE_SOFT_CAPS.long),
  additional_info: text(PROFILE_SOFT_CAPS.essay),
});
