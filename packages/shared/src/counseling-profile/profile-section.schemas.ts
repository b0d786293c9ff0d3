import { z } from "zod";
import {
  APPLICATION_TYPES,
  CITIZENSHIP_STATUSES,
  CURRENT_STATUSES,
  GENDERS,
  LANGUAGE_PROFICIENCIES,
  PHONE_TYPES,
  PROFILE_SOFT_CAPS,
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

/** Section "profile" (spec 03 §3): the applicant, how to reach them, citizenship, languages, service. */
export const profileSectionSchema = z.object({
  /** Chosen first: other application details wait for it; changing it resets the lists that depend on it. */
  application_type: choice(APPLICATION_TYPES),
  /** Depends on the application type (OPTIONS_BY_APPLICATION_TYPE). */
  current_status: choice(CURRENT_STATUSES),
  first_name: text(100),
  middle_name: text(100),
  last_name: text(100),
  preferred_name: text(100),
  /** The name in the applicant's own script (王美玲), family name first. */
  native_name: text(100),
  former_names: list(text(200)),
  pronouns: text(50),
  gender: choice(GENDERS),
  birth_date: day(),
  email: z.union([z.literal(""), z.string().trim().max(254).email({ error: "v.email_format" })]).default(""),
  address: addressSchema.prefault({}),
  mailing_same_as_address: z.boolean().default(true),
  mailing_address: addressSchema.prefault({}),
  phones: z
    .array(phoneSchema.extend({ type: z.enum(PHONE_TYPES).default("mobile") }))
    .max(3, { error: "v.cp_list_too_long" })
    .default([]),
  birth_country: countryCode(),
  birth_city: text(100),
  citizenships: list(z.object({ country: countryCode(), status: choice(CITIZENSHIP_STATUSES) })),
  visa: z.object({ needs_visa: yesNo(), visa_type: text(20), current_visa: text(20) }).prefault({}),
  fee_waiver: z.object({ eligible: yesNo(), reasons: list(text(100)) }).prefault({}),
  languages: list(
    z.object({ language: text(60), proficiency: z.array(z.enum(LANGUAGE_PROFICIENCIES)).max(5).default([]) }),
  ),
  military_experiences: limitedList(
    z.object({
      branch: text(100),
      status: text(100),
      from: day(),
      to: day(),
      description: text(PROFILE_SOFT_CAPS.long),
    }),
    "military_experiences",
  ),
});
