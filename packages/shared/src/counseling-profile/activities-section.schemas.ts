import { z } from "zod";
import {
  ACTIVITY_CATEGORIES,
  AWARD_GRADES,
  AWARD_LEVELS,
  COURSE_YEARS,
  PROFILE_SOFT_CAPS,
} from "./counseling-profile.constants";
import { choice, limitedList, text } from "./profile-fields";

/** One activity or award (spec §3 categories; an award's level and grades from the spec's lists). */
export const activitySchema = z.object({
  category: z.enum(ACTIVITY_CATEGORIES).default("ExtraCurr"),
  title: text(200),
  organization: text(200),
  position: text(100),
  description: text(PROFILE_SOFT_CAPS.long),
  grades: z.array(z.enum(COURSE_YEARS)).max(5).default([]),
  hours_per_week: z.number().min(0).max(168).nullable().default(null),
  weeks_per_year: z.number().int().min(0).max(52).nullable().default(null),
  award_level: choice(AWARD_LEVELS),
  award_grades: z.array(z.enum(AWARD_GRADES)).max(AWARD_GRADES.length).default([]),
  continue_in_college: z.boolean().nullable().default(null),
});

/** Section "activities" (spec 03 §3 "activities and awards"; §5 at most 10). */
export const activitiesSectionSchema = z.object({
  activities: limitedList(activitySchema, "activities"),
});
