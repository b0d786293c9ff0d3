import { z } from "zod";
import { CONTROL_CHARACTERS, flag01Schema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema } from "../system/paging.schemas";
import {
  ADVISOR_INVITATION_STATES,
  MAX_SYNCED_COLLEGES,
  THIRD_SERVICE_TYPES,
} from "./counseling-accounts.constants";

export const thirdServiceTypeSchema = z.enum(THIRD_SERVICE_TYPES);
export const advisorInvitationStateSchema = z.enum(ADVISOR_INVITATION_STATES);

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      error: "v.control_characters",
    });

// ---- queries ----

export const studentAccountsQuerySchema = z.object({ student_user_id: dbIdSchema });
export const thirdAccountQuerySchema = z.object({
  student_user_id: dbIdSchema,
  third_service_type: thirdServiceTypeSchema,
});
/** The service's college catalogue, searched with the student's login (Common App unless said). */
export const serviceCollegesQuerySchema = z.object({
  student_user_id: dbIdSchema,
  third_service_type: thirdServiceTypeSchema.default("common_app"),
  keyword: line(100).optional(),
});
export const studentIdParamsSchema = z.object({ id: dbIdSchema });

// ---- answers ----

export const serviceCollegeSchema = z.object({
  /** The service's own id of the college. */
  id: z.string(),
  name: z.string(),
});
export type ServiceCollege = z.infer<typeof serviceCollegeSchema>;

/**
 * A student's login for one service. Never the password: whether one is stored and when it last changed.
 * A service never saved answers with `id: null` and empty values.
 */
export const thirdAccountSchema = z.object({
  id: dbIdValueSchema.nullable(),
  student_user_id: dbIdValueSchema,
  third_service_type: thirdServiceTypeSchema,
  account: z.string(),
  has_password: z.boolean(),
  password_changed_at: z.string().nullable(),
  /** Common App only: the student's Common App ID and the advisor invitation's state. */
  common_app_id: z.string().nullable(),
  advisor_invitation_state: advisorInvitationStateSchema,
  advisor_invited_at: z.string().nullable(),
  /** The colleges last synced to the service (spec: counseling_schools), and when. */
  counseling_schools: z.array(serviceCollegeSchema),
  colleges_synced_at: z.string().nullable(),
  /** The last login the product tried with this account, and whether the service took it. */
  last_login_at: z.string().nullable(),
  last_login_ok: z.boolean().nullable(),
  /** Whether the student applies through this service (counseling-third-applications). */
  is_applying: z.boolean(),
  last_uploaded_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** What the caller may do: change the login; reveal the stored password (counselors and admins). */
  can_edit: z.boolean(),
  can_reveal: z.boolean(),
});
export type ThirdAccount = z.infer<typeof thirdAccountSchema>;

/** Every service's account of a student, in THIRD_SERVICE_TYPES order (unsaved ones with defaults). */
export const thirdAccountListSchema = z.object({
  student_user_id: dbIdValueSchema,
  data: z.array(thirdAccountSchema),
});

/** A call that reached the service: the message the user reads (in their language) and the account after it. */
export const thirdActionResultSchema = z.object({
  message: z.string(),
  account: thirdAccountSchema,
});

export const serviceCollegeListSchema = z.object({
  third_service_type: thirdServiceTypeSchema,
  data: z.array(serviceCollegeSchema),
});

export const thirdApplicationSchema = z.object({
  third_service_type: thirdServiceTypeSchema,
  is_applying: z.boolean(),
  has_account: z.boolean(),
  last_uploaded_at: z.string().nullable(),
});
export const thirdApplicationsSchema = z.object({
  student_user_id: dbIdValueSchema,
  user_counseling_third_applications: z.array(thirdApplicationSchema),
});

export const revealedPasswordSchema = z.object({
  password: z.string(),
  revealed_at: z.string(),
});

// ---- bodies ----

/**
 * Create or update a student's login for a service. An empty or absent password keeps the stored one;
 * `clear_password: 1` removes it. Common App's ID is its digits.
 */
export const saveThirdAccountSchema = z
  .object({
    student_user_id: dbIdSchema,
    third_service_type: thirdServiceTypeSchema,
    account: line(200),
    // Not trimmed: a password's spaces are its own. Control characters are refused (no service takes them).
    password: z
      .string()
      .max(200, { error: "v.text_too_long" })
      .refine((value) => !CONTROL_CHARACTERS.test(value), { error: "v.control_characters" })
      .optional(),
    clear_password: flag01Schema.optional(),
    common_app_id: z
      .string()
      .trim()
      .regex(/^(\d{4,12})?$/, { error: "v.common_app_id" })
      .nullish(),
    advisor_invitation_state: advisorInvitationStateSchema.optional(),
  })
  // The Common App ID and advisor invitation are Common App's own; other services have neither.
  .superRefine((value, context) => {
    if (value.third_service_type === "common_app") return;
    for (const field of ["common_app_id", "advisor_invitation_state"] as const) {
      const given = value[field];
      if (given && given !== "none")
        context.addIssue({ code: "custom", path: [field], message: "v.counseling_common_app_only" });
    }
  });
export type SaveThirdAccount = z.infer<typeof saveThirdAccountSchema>;

export const thirdAccountRefSchema = z.object({
  student_user_id: dbIdSchema,
  third_service_type: thirdServiceTypeSchema,
});

export const syncCollegesSchema = thirdAccountRefSchema.extend({
  colleges: z
    .array(z.object({ id: line(40).pipe(z.string().min(1, { error: "v.required" })), name: line(200) }))
    .max(MAX_SYNCED_COLLEGES, { error: "v.counseling_colleges_too_many" }),
});

export const updateThirdApplicationsSchema = z.object({
  student_user_id: dbIdSchema,
  user_counseling_third_applications: z
    .array(z.object({ third_service_type: thirdServiceTypeSchema, is_applying: flag01Schema }))
    .min(1, { error: "v.required" })
    .max(THIRD_SERVICE_TYPES.length)
    .refine((items) => new Set(items.map((item) => item.third_service_type)).size === items.length, {
      error: "v.counseling_service_twice",
    }),
});

/** Send Common App's advisor invitation to a counselor of the student (the caller when unnamed). */
export const sendCounselorInvitationSchema = z.object({ counselor_user_id: dbIdSchema.optional() });

/** A counselor asks to see a stored password: the reason is kept in the audit trail. */
export const revealPasswordSchema = thirdAccountRefSchema.extend({
  reason: line(500).pipe(z.string().min(5, { error: "v.counseling_reveal_reason" })),
});
