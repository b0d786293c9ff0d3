import { z } from "zod";
import { emailSchema, nameSchema, phoneSchema, userSchema } from "../accounts/accounts.schemas";
import { flag01Schema } from "../system/input.schemas";
import {
  afterIdQueryShape,
  dbIdSchema,
  dbIdValueSchema,
  pagedListSchema,
  pageQueryShape,
  queryBooleanSchema,
} from "../system/paging.schemas";
import { pendingLinksShape } from "../users/parent-links.schemas";
import {
  ENROLLMENT_BATCH_MAX,
  ENROLLMENT_CURRENCIES,
  ENROLLMENT_STATUSES,
  ENROLLMENT_TYPES,
  ENROLLMENTS_PAGE_SIZE,
  PAYMENT_STATUSES,
  TUTORING_MODES,
} from "./enrollment.constants";

const id = dbIdValueSchema;
const optionalText = (max: number) => z.string().trim().max(max).optional();
const optionalPhone = z.union([z.literal(""), phoneSchema]).optional();

export const enrollmentContractSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fee_amount: z.number().int().nullable().describe("minor units"),
  currency: z.enum(ENROLLMENT_CURRENCIES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  signer_ip: z.string().nullable(),
  signer_user_id: z.number().int().nullable(),
});
export type EnrollmentContractSummary = z.infer<typeof enrollmentContractSummarySchema>;

export const enrolledSessionSchema = z.object({
  id: z.number().int(),
  form_id: z.number().int().nullable(),
  course_session_id: z.number().int(),
  course_session_title: z.string().nullable(),
  student_user_id: z.number().int().nullable(),
  student_first_name: z.string(),
  student_last_name: z.string(),
  student_email: z.string(),
  student_phone: z.string(),
  school: z.string(),
  grade: z.string(),
  parent_user_id: z.number().int().nullable(),
  contact_role: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  home_phone: z.string(),
  address: z.string(),
  line_id: z.string(),
  type: z.enum(ENROLLMENT_TYPES),
  tutoring_mode: z.enum(TUTORING_MODES),
  previous_classes: z.string(),
  mandarin_help: z.boolean().nullable(),
  referral: z.string(),
  group_enrollment: z.string(),
  payment_way: z.string(),
  currency: z.enum(ENROLLMENT_CURRENCIES),
  notes: z.string(),
  admin_note: z.string(),
  locale: z.string(),
  is_read: z.boolean(),
  status: z.enum(ENROLLMENT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  need_pay_first: z.boolean(),
  wait_for_parent: z.boolean(),
  contract: enrollmentContractSummarySchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EnrolledSession = z.infer<typeof enrolledSessionSchema>;
export const enrolledSessionPageSchema = pagedListSchema(enrolledSessionSchema);
export type EnrolledSessionPage = z.infer<typeof enrolledSessionPageSchema>;

const isoDate = z.iso.date();

/** Admin list (spec /enrollment): unread first, then newest; 50 a page. */
export const enrolledSessionsQuerySchema = z
  .object({
    ...pageQueryShape,
    page_size: pageQueryShape.page_size.default(ENROLLMENTS_PAGE_SIZE),
    ...afterIdQueryShape,
    status: z.enum(ENROLLMENT_STATUSES).optional().describe("default: every status except delete"),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    is_read: queryBooleanSchema.optional(),
    course_session_id: dbIdSchema.optional(),
    q: z.string().trim().max(100).optional().describe("student or contact name or email"),
    from: isoDate.optional().describe("created on or after (YYYY-MM-DD)"),
    to: isoDate.optional().describe("created on or before (YYYY-MM-DD)"),
  })
  .refine((value) => !value.from || !value.to || value.to >= value.from, {
    error: "v.end_before_start",
    path: ["to"],
  });
export type EnrolledSessionsQuery = z.infer<typeof enrolledSessionsQuerySchema>;

export const myEnrollmentsQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(ENROLLMENTS_PAGE_SIZE),
});

export const enrolledSessionIdQuerySchema = z.object({ id: dbIdSchema });
export const enrolledSessionIdParamsSchema = z.object({ id: dbIdSchema });

export const enrolledSessionDetailUpdateSchema = z.object({
  id,
  course_session_id: id.optional(),
  student_first_name: z.string().trim().min(1, { error: "v.required" }).max(80).optional(),
  student_last_name: nameSchema.optional(),
  student_email: emailSchema.optional(),
  student_phone: optionalPhone,
  school: optionalText(200),
  grade: optionalText(40),
  contact_name: optionalText(160),
  contact_email: emailSchema.optional(),
  contact_phone: optionalPhone,
  home_phone: optionalPhone,
  address: optionalText(300),
  line_id: optionalText(80),
  type: z.enum(ENROLLMENT_TYPES).optional(),
  tutoring_mode: z.enum(TUTORING_MODES).optional(),
  previous_classes: optionalText(2000),
  mandarin_help: flag01Schema.nullable().optional(),
  referral: optionalText(500),
  group_enrollment: optionalText(500),
  payment_way: optionalText(100),
  currency: z.enum(ENROLLMENT_CURRENCIES).optional(),
  notes: optionalText(5000),
  admin_note: optionalText(5000),
});
export type EnrolledSessionDetailUpdate = z.infer<typeof enrolledSessionDetailUpdateSchema>;

const sameEmail = (a: string, b: string) =>
  a.trim() !== "" && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec §5 on edit: the student's email must differ from the parent's (the contact, unless the contact
 * is the student themselves) and from the other students enrolled with the same form in the same class.
 * Returns the field that clashes, or null. The server and the admin edit form both use it.
 */
export function enrollmentEmailClash(
  contactRole: string,
  emails: { student: string; contact: string; otherStudents?: readonly string[] },
): "student_email" | "contact_email" | null {
  const others = emails.otherStudents ?? [];
  if (others.some((other) => sameEmail(emails.student, other))) return "student_email";
  if (contactRole === "student") return null;
  if (sameEmail(emails.contact, emails.student)) return "student_email";
  if (others.some((other) => sameEmail(emails.contact, other))) return "contact_email";
  return null;
}

/** PATCH enrolled-session/{id}: the state flags, one or several at once. */
export const enrolledSessionPatchSchema = z
  .object({
    status: z.enum(ENROLLMENT_STATUSES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    is_read: flag01Schema.optional(),
    need_pay_first: flag01Schema.optional(),
    wait_for_parent: flag01Schema.optional(),
    admin_note: optionalText(5000),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: "v.required" });
export type EnrolledSessionPatch = z.infer<typeof enrolledSessionPatchSchema>;

export const readEnrolledSessionSchema = z.object({ id, is_read: flag01Schema });
export const setEnrolledSessionStatusSchema = z
  .object({
    id,
    status: z.enum(ENROLLMENT_STATUSES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
  })
  .refine((value) => value.status !== undefined || value.payment_status !== undefined, {
    error: "v.required",
    path: ["status"],
  });
export const batchEnrolledSessionStatusSchema = z.object({
  enrolled_session_ids: z
    .array(id)
    .min(1, { error: "v.required" })
    .max(ENROLLMENT_BATCH_MAX)
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(ENROLLMENT_STATUSES),
});
export const batchEnrolledSessionResultSchema = z.object({ updated: z.number().int() });
export const setNeedPayFirstSchema = z.object({ id, need_pay_first: flag01Schema });
export const setWaitForParentSchema = z.object({ id, wait_for_parent: flag01Schema });

export const enrolledSessionUserSchema = z.object({ enrolled_session_id: id, user_id: id });

export const enrollmentContactPersonSchema = z.object({
  id: z.number().int(),
  enrolled_session_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  relation: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type EnrollmentContactPerson = z.infer<typeof enrollmentContactPersonSchema>;
export const enrollmentContactListSchema = z.object({ data: z.array(enrollmentContactPersonSchema) });
export const createEnrollmentContactSchema = z
  .object({
    enrolled_session_id: id,
    name: z.string().trim().min(1, { error: "v.required" }).max(160),
    email: z.union([z.literal(""), emailSchema]).optional(),
    phone: optionalPhone,
    relation: optionalText(80),
    note: optionalText(2000),
  })
  .refine((value) => Boolean(value.email) || Boolean(value.phone), { error: "v.required", path: ["email"] });
export type CreateEnrollmentContactInput = z.infer<typeof createEnrollmentContactSchema>;
export const enrollmentContactsQuerySchema = z.object({ enrolled_session_id: dbIdSchema });
export const deleteEnrollmentContactQuerySchema = z.object({ id: dbIdSchema });

/** Quick enroll (admin/staff): an existing student straight into a session. */
export const quickEnrollStudentSchema = z.object({
  student_user_id: id,
  course_session_id: id,
  type: z.enum(ENROLLMENT_TYPES).default("group"),
  tutoring_mode: z.enum(TUTORING_MODES).default("in-person"),
  currency: z.enum(ENROLLMENT_CURRENCIES).default("TWD"),
  payment_status: z.enum(PAYMENT_STATUSES).default("unknown"),
  need_pay_first: flag01Schema.default(false),
  notes: optionalText(5000),
});
export type QuickEnrollStudentInput = z.infer<typeof quickEnrollStudentSchema>;

/** /link-student: a signed-in parent links a student account by its email. */
export const linkStudentSchema = z.object({ email: emailSchema });
/** The parent's user object; the new link waits for the student's confirmation (`pending`). */
export const linkStudentResultSchema = userSchema.extend(pendingLinksShape);
