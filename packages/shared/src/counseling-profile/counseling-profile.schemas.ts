import { z } from "zod";
import { dbIdSchema, pagedListSchema, pageQueryShape, queryListSchema } from "../system/paging.schemas";
import { activitiesSectionSchema } from "./activities-section.schemas";
import {
  COUNSELING_PROFILE_SECTIONS,
  type CounselingProfileSection,
  SELECTOR_TITLES,
} from "./counseling-profile.constants";
import { educationSectionSchema } from "./education-section.schemas";
import { familySectionSchema } from "./family-section.schemas";
import {
  campusesMajorsSectionSchema,
  scholarshipsSectionSchema,
  writingSectionSchema,
} from "./other-sections.schemas";
import { profileSectionSchema } from "./profile-section.schemas";
import { testingSectionSchema } from "./testing-section.schemas";

/** One schema per section, by section key (the save body and the GET answer read it). */
export const sectionSchemas = {
  profile: profileSectionSchema,
  family: familySectionSchema,
  campuses_majors: campusesMajorsSectionSchema,
  education: educationSectionSchema,
  testing: testingSectionSchema,
  activities: activitiesSectionSchema,
  scholarships: scholarshipsSectionSchema,
  writing: writingSectionSchema,
} as const satisfies Record<CounselingProfileSection, z.ZodType>;

export type ProfileSectionData<S extends CounselingProfileSection> = z.output<(typeof sectionSchemas)[S]>;
/** What a client may send for a section (every field optional: defaults fill the rest). */
export type ProfileSectionInput<S extends CounselingProfileSection> = z.input<(typeof sectionSchemas)[S]>;
export type CounselingProfileData = { [S in CounselingProfileSection]: ProfileSectionData<S> };

/** A section never saved: every default filled. */
export const emptySection = <S extends CounselingProfileSection>(section: S): ProfileSectionData<S> =>
  sectionSchemas[section].parse({}) as ProfileSectionData<S>;

export const counselingSectionSchema = z.enum(COUNSELING_PROFILE_SECTIONS);
export const counselingStudentParamsSchema = z.object({ id: dbIdSchema });

const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    /** 0 for a section never saved; each save adds one. */
    version: z.number().int(),
    updated_at: z.string().nullable(),
    updated_by: personRefSchema.nullable(),
    data,
  });

export const counselingSectionsSchema = z.object({
  profile: envelope(profileSectionSchema),
  family: envelope(familySectionSchema),
  campuses_majors: envelope(campusesMajorsSectionSchema),
  education: envelope(educationSectionSchema),
  testing: envelope(testingSectionSchema),
  activities: envelope(activitiesSectionSchema),
  scholarships: envelope(scholarshipsSectionSchema),
  writing: envelope(writingSectionSchema),
});

export const counselingStudentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/** GET /api/counseling-profile/:id. */
export const counselingProfileSchema = z.object({
  student_user_id: z.number().int(),
  student: counselingStudentSchema,
  /** The sections the caller may save (a parent: family only). */
  can_edit: z.array(counselingSectionSchema),
  sections: counselingSectionsSchema,
});
export type CounselingProfile = z.infer<typeof counselingProfileSchema>;
export type CounselingSectionEnvelope<S extends CounselingProfileSection> = {
  version: number;
  updated_at: string | null;
  updated_by: { id: number; name: string } | null;
  data: ProfileSectionData<S>;
};

const versionSchema = z.number().int().min(0).max(2_147_483_647);
const saveOf = <S extends CounselingProfileSection>(section: S) =>
  z.object({ section: z.literal(section), version: versionSchema, data: sectionSchemas[section] });

/**
 * POST /api/counseling-profile/:id: one section per save. `version` is the version the editor loaded;
 * a newer one stored answers 409 with the newer section in `details` (nothing overwritten).
 */
export const saveCounselingProfileSchema = z.discriminatedUnion("section", [
  saveOf("profile"),
  saveOf("family"),
  saveOf("campuses_majors"),
  saveOf("education"),
  saveOf("testing"),
  saveOf("activities"),
  saveOf("scholarships"),
  saveOf("writing"),
]);
export type SaveCounselingProfileInput = z.input<typeof saveCounselingProfileSchema>;
export type SaveCounselingProfile = z.output<typeof saveCounselingProfileSchema>;

/** The 409's `details`: the stored section, newer than the editor's. */
export type CounselingSectionConflict = {
  section: CounselingProfileSection;
  version: number;
  data: unknown;
  updated_at: string | null;
  updated_by: { id: number; name: string } | null;
};

// ---- selectors ----

export const selectorTitleSchema = z.enum(SELECTOR_TITLES);

export const counselingSelectorQuerySchema = z.object({
  selector_title: selectorTitleSchema,
  keyword: z.string().trim().max(100, { error: "v.text_too_long" }).optional(),
  /** Two-letter US state (colleges) or a region name (high schools). */
  state: z
    .string()
    .trim()
    .max(40, { error: "v.text_too_long" })
    .regex(/^[\p{L}\p{N} .-]*$/u, { error: "v.cp_state" })
    .optional(),
  /** Colleges taking these application services (comma list of common_app, coalition_app, california_app). */
  service_types: queryListSchema(z.enum(["common_app", "coalition_app", "california_app"])).optional(),
});
export type CounselingSelectorQuery = z.infer<typeof counselingSelectorQuerySchema>;

export const localizedNamesSchema = z.object({ en: z.string(), "zh-TW": z.string(), "zh-CN": z.string() });

export const selectorOptionSchema = z.object({
  /** What the profile stores: an ISO code, a state code, a school's name or id, a major's key. */
  value: z.string(),
  /** In the request's language. */
  label: z.string(),
  names: localizedNamesSchema,
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** A college's id in the schools module, null otherwise. */
  school_id: z.number().int().nullable(),
});
export type SelectorOption = z.infer<typeof selectorOptionSchema>;

export const counselingSelectorSchema = z.object({
  selector_title: selectorTitleSchema,
  data: z.array(selectorOptionSchema),
});
export type CounselingSelector = z.infer<typeof counselingSelectorSchema>;

export const countrySelectorSchema = z.object({
  data: z.array(
    z.object({ value: z.string(), label: z.string(), names: localizedNamesSchema, calling_code: z.string() }),
  ),
});
export type CountrySelector = z.infer<typeof countrySelectorSchema>;

// ---- the list of profiles the caller may see ----

export const counselingProfilesQuerySchema = z.object({
  ...pageQueryShape,
  username: z.string().trim().min(1).max(100).optional(),
  session_class_id: dbIdSchema.optional(),
  keyword: z.string().trim().max(100, { error: "v.text_too_long" }).optional(),
});
export type CounselingProfilesQuery = z.infer<typeof counselingProfilesQuerySchema>;

export const counselingProfileRowSchema = z.object({
  student_user_id: z.number().int(),
  student: counselingStudentSchema,
  application_type: z.enum(["freshman", "transfer"]).nullable(),
  /** The newest save of any section. */
  updated_at: z.string().nullable(),
  /** How the caller reaches this student. */
  as: z.enum(["student", "parent", "counselor", "admin"]),
});
export type CounselingProfileRow = z.infer<typeof counselingProfileRowSchema>;
export const counselingProfileListSchema = pagedListSchema(counselingProfileRowSchema);
