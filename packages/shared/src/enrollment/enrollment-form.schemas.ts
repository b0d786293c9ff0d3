import { z } from "zod";
import { emailSchema, nameSchema, phoneSchema } from "../accounts/accounts.schemas";
import { flag01Schema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema } from "../system/paging.schemas";
import {
  ENROLLMENT_CURRENCIES,
  ENROLLMENT_MAX_SESSIONS,
  ENROLLMENT_MAX_STUDENTS,
  ENROLLMENT_ROLES,
  ENROLLMENT_TYPES,
  TUTORING_MODES,
} from "./enrollment.constants";

const required = (max: number) => z.string().trim().min(1, { error: "v.required" }).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const optionalPhone = z.union([z.literal(""), phoneSchema]).optional();
const id = dbIdValueSchema;

/** The person filling in the form (spec §3: role, names, emails, phones, home phone, address, Line ID). */
export const enrollmentContactSchema = z.object({
  first_name: required(80),
  last_name: nameSchema.optional(),
  email: emailSchema,
  phone: phoneSchema,
  home_phone: optionalPhone,
  address: optionalText(300),
  line_id: optionalText(80),
});
export type EnrollmentContact = z.infer<typeof enrollmentContactSchema>;

/** A student to enrol: a signed-in parent may pick a linked child by `user_id`. */
export const enrollmentStudentSchema = z.object({
  user_id: id.optional(),
  first_name: required(80),
  last_name: nameSchema.optional(),
  email: emailSchema,
  phone: optionalPhone,
  school: optionalText(200),
  grade: optionalText(40),
});
export type EnrollmentStudent = z.infer<typeof enrollmentStudentSchema>;

/** Emails of all students and of the parent (contact) must be distinct (spec §5). */
function checkDistinctEmails(
  value: { role: string; contact: { email: string }; students: Array<{ email: string }> },
  ctx: z.RefinementCtx,
) {
  const seen = new Map<string, string>();
  if (value.role !== "student") seen.set(value.contact.email.toLowerCase(), "contact.email");
  value.students.forEach((student, index) => {
    const key = student.email.toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({
        code: "custom",
        message: "enrollment_emails_distinct",
        path: ["students", index, "email"],
      });
    } else seen.set(key, `students.${index}.email`);
  });
  if (value.role === "student" && value.students.length > 1) {
    ctx.addIssue({ code: "custom", message: "enrollment_student_self_only", path: ["students"] });
  }
}

const resumeFields = {
  form_id: id,
  /** Anonymous visitors prove the draft is theirs with the token step one returned. */
  resume_token: z.string().trim().min(16).max(200).optional(),
};

/** Step one: who is enrolling and which students (resumable: send `form_id` + token to revise). */
export const enrollmentStepOneSchema = z
  .object({
    form_id: id.optional(),
    resume_token: resumeFields.resume_token,
    role: z.enum(ENROLLMENT_ROLES),
    contact: enrollmentContactSchema,
    students: z
      .array(enrollmentStudentSchema)
      .min(1, { error: "v.student_link_required" })
      .max(ENROLLMENT_MAX_STUDENTS),
    captcha: z.string().trim().max(20).optional(),
    captcha_key: z.string().trim().max(100).optional(),
  })
  .superRefine(checkDistinctEmails);
export type EnrollmentStepOneInput = z.infer<typeof enrollmentStepOneSchema>;

/** Step two: classes and preferences (spec §3). */
const stepTwoFields = {
  course_session_ids: z
    .array(id)
    .min(1, { error: "enrollment_class_required" })
    .max(ENROLLMENT_MAX_SESSIONS)
    .refine((ids) => new Set(ids).size === ids.length, { error: "enrollment_class_twice" }),
  type: z.enum(ENROLLMENT_TYPES),
  tutoring_mode: z.enum(TUTORING_MODES),
  previous_classes: optionalText(2000),
  mandarin_help: flag01Schema.optional(),
  referral: optionalText(500),
  group_enrollment: optionalText(500),
  payment_way: optionalText(100),
  currency: z.enum(ENROLLMENT_CURRENCIES),
  notes: optionalText(5000),
};
export const enrollmentStepTwoSchema = z.object({ ...resumeFields, ...stepTwoFields });
export type EnrollmentStepTwoInput = z.infer<typeof enrollmentStepTwoSchema>;
export const enrollmentStepTwoPatchSchema = z.object({
  ...resumeFields,
  ...z.object(stepTwoFields).partial().shape,
});
export type EnrollmentStepTwoPatch = z.infer<typeof enrollmentStepTwoPatchSchema>;

/** Step three: confirm. Creates one enrolled course session per student and class. */
export const enrollmentStepThreeSchema = z.object({
  ...resumeFields,
  confirm: z.literal(true, { error: "v.required" }),
});
export type EnrollmentStepThreeInput = z.infer<typeof enrollmentStepThreeSchema>;

export const enrollmentFormQuerySchema = z.object({
  id: dbIdSchema,
  resume_token: z.string().trim().max(200).optional(),
});

export const enrollmentFormSchema = z.object({
  id: z.number().int(),
  step: z.number().int().describe("the last step completed: 1, 2 or 3 (submitted)"),
  role: z.enum(ENROLLMENT_ROLES),
  user_id: z.number().int().nullable(),
  locale: z.string(),
  contact: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    home_phone: z.string(),
    address: z.string(),
    line_id: z.string(),
  }),
  students: z.array(
    z.object({
      user_id: z.number().int().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
      school: z.string(),
      grade: z.string(),
    }),
  ),
  course_session_ids: z.array(z.number().int()),
  type: z.enum(ENROLLMENT_TYPES).nullable(),
  tutoring_mode: z.enum(TUTORING_MODES).nullable(),
  previous_classes: z.string(),
  mandarin_help: z.boolean().nullable(),
  referral: z.string(),
  group_enrollment: z.string(),
  payment_way: z.string(),
  currency: z.enum(ENROLLMENT_CURRENCIES).nullable(),
  notes: z.string(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EnrollmentForm = z.infer<typeof enrollmentFormSchema>;

/** Step answers: the form, plus the resume token once (anonymous drafts only). */
export const enrollmentStepResultSchema = z.object({
  form: enrollmentFormSchema,
  resume_token: z.string().nullable(),
  enrolled_session_ids: z.array(z.number().int()).optional(),
  /** Step three only: the token of the referral link (spec §9: referral info within 7 days). */
  referral_token: z.string().optional(),
});
export type EnrollmentStepResult = z.infer<typeof enrollmentStepResultSchema>;

/** enrollment-forms-order: the position of each class in the enrollment form's list. */
export const enrollmentFormOrderItemSchema = z.object({
  course_session_id: z.number().int(),
  position: z.number().int(),
});
export const enrollmentFormOrderSchema = z.object({ data: z.array(enrollmentFormOrderItemSchema) });
export type EnrollmentFormOrder = z.infer<typeof enrollmentFormOrderSchema>;
export const enrollmentFormOrderParamsSchema = z.object({
  id: dbIdSchema,
});
export const setEnrollmentFormOrderSchema = z.object({ position: z.number().int().min(0).max(100000) });
