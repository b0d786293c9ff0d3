import { z } from "zod";
import { dbIdValueSchema } from "../system/paging.schemas";
import { pendingLinksShape } from "../users/parent-links.schemas";
import {
  captchaInputShape,
  emailSchema,
  nameSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  phoneSchema,
  usernameSchema,
  userSchema,
} from "./accounts.schemas";

/** Spec §9: grades 1–12, college years 13–16, or graduated. */
export const GRADE_LEVELS = [...Array.from({ length: 16 }, (_, i) => String(i + 1)), "graduated"] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];
export const STUDENT_ACCOUNT_TYPES = ["college", "grad_school"] as const;

/** A required free-text input: trimmed, then at least one character (spec §5). */
export const requiredText = (max = 200) => z.string().trim().min(1, { error: "v.required" }).max(max);
export const optionalText = (max = 2000) => z.string().trim().max(max).nullable().optional();
export const gradeLevelSchema = z.enum(GRADE_LEVELS);
export const subjectsSchema = z.array(z.string().trim().min(1).max(80)).max(40);
/** Free-text teacher application answers, keyed by question (stored in application_answers). */
export const applicationAnswersSchema = z
  .record(z.string().regex(/^[a-z0-9_]{1,60}$/), z.string().trim().max(5000))
  .refine((value) => Object.keys(value).length <= 30);

const names = { first_name: nameSchema.optional(), last_name: nameSchema.optional() };

/** The student part a student fills in when binding (spec §5: school and phone are required). */
export const studentDetailsShape = {
  school: requiredText(),
  grade_level: gradeLevelSchema.optional(),
  phone: phoneSchema,
  account_type: z.enum(STUDENT_ACCOUNT_TYPES).nullable().optional(),
  language_preference: optionalText(40),
  heard_from: optionalText(200),
  referral: optionalText(200),
};

export const bindStudentSchema = z.object({ ...names, ...studentDetailsShape });
export type BindStudentInput = z.infer<typeof bindStudentSchema>;

/** Spec §5: teacher detail requires college, major and phone. */
export const bindTeacherSchema = z.object({
  ...names,
  college: requiredText(),
  major: requiredText(),
  phone: phoneSchema,
  graduation_year: z.number().int().min(1950).max(2100).nullable().optional(),
  subjects: subjectsSchema.optional(),
  bio: optionalText(5000),
  hours_per_week: z.number().int().min(0).max(168).nullable().optional(),
  application_answers: applicationAnswersSchema.optional(),
});
export type BindTeacherInput = z.infer<typeof bindTeacherSchema>;

/** Spec §5: a parent links at least one existing student by email; each is checked by the server. */
export const bindParentSchema = z.object({
  ...names,
  phone: phoneSchema,
  student_emails: z.array(emailSchema).min(1, { error: "v.student_link_required" }).max(20),
});
export type BindParentInput = z.infer<typeof bindParentSchema>;

export const bindResultSchema = z.object({ user: userSchema });
/** bind-parent: a link to another person's account waits for their confirmation (`pending`). */
export const bindParentResultSchema = bindResultSchema.extend(pendingLinksShape);
export const finishBindResultSchema = z.object({ finishBind: z.literal(true), user: userSchema });

/** One-step registration of an already bound student (spec §7 quick-register-as-student). */
export const quickRegisterStudentSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    first_name: nameSchema.min(1, { error: "v.required" }),
    last_name: nameSchema.min(1, { error: "v.required" }),
    password: z.string().min(PASSWORD_MIN, { error: "v.password_length" }).max(PASSWORD_MAX, {
      error: "v.password_length",
    }),
    password_confirmation: z.string(),
    ...studentDetailsShape,
    ...captchaInputShape,
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: "v.password_mismatch",
    path: ["password_confirmation"],
  });
export type QuickRegisterStudentInput = z.infer<typeof quickRegisterStudentSchema>;

/** Staff-created accounts have no password: the answer carries a set-password link to hand over. */
const staffCreatedAccountShape = {
  username: usernameSchema,
  email: emailSchema,
  first_name: nameSchema.min(1, { error: "v.required" }),
  last_name: nameSchema.min(1, { error: "v.required" }),
  phone: phoneSchema.optional(),
};

export const registerStudentSchema = z.object({
  ...staffCreatedAccountShape,
  school: requiredText().optional(),
  grade_level: gradeLevelSchema.optional(),
  parent_id: dbIdValueSchema.optional(),
});
export type RegisterStudentInput = z.infer<typeof registerStudentSchema>;

export const registerParentSchema = z.object({
  ...staffCreatedAccountShape,
  student_ids: z.array(dbIdValueSchema).max(20).optional(),
});
export type RegisterParentInput = z.infer<typeof registerParentSchema>;

export const staffRegisterResultSchema = z.object({
  user: userSchema,
  set_password_url: z.string(),
  expires_at: z.string(),
});

export const authInstructorSchema = z.object({ email: emailSchema });
export const authInstructorResultSchema = z.object({ ok: z.boolean() });
