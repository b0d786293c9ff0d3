import { z } from "zod";
import { personBriefSchema } from "../classes/classes.schemas";
import { CURRENCIES } from "../money/currency";
import { moneyAmountSchema } from "../money/money.schemas";
import { flag01Schema } from "../system/input.schemas";
import { INVITATION_REPLIED_STATUSES, PRIVATE_LESSON_MAX_PEOPLE } from "./lessons.constants";

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const money = moneyAmountSchema({ allowZero: true }).describe("minor units (× 100)");
const currency = z.enum(CURRENCIES);
const text = (max: number) => z.string().trim().max(max, { error: "v.text_too_long" });
const repliedStatus = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "v.replied_status" });

const invitationTerms = {
  salary: money.default(0),
  currency: currency.default("TWD"),
  online_salary: money.nullable().default(null),
  online_currency: currency.nullable().default(null),
  notes: text(5000).default(""),
};

export const inviteTeachersSchema = z.object({
  class_id: id,
  teachers: z
    .array(z.object({ teacher_user_id: id, ...invitationTerms }))
    .min(1, { error: "v.required" })
    .max(PRIVATE_LESSON_MAX_PEOPLE)
    .refine((rows) => new Set(rows.map((r) => r.teacher_user_id)).size === rows.length, {
      error: "v.user_twice",
    }),
  send_mail: flag01Schema.default(false).describe("mail each invitation at once"),
});
export type InviteTeachersInput = z.infer<typeof inviteTeachersSchema>;

/** PATCH teacher-invitation: notes and salary (the form then sends the reply separately). */
export const updateTeacherInvitationSchema = z.object({
  id,
  salary: money.optional(),
  currency: currency.optional(),
  online_salary: money.nullable().optional(),
  online_currency: currency.nullable().optional(),
  notes: text(5000).optional(),
});
export type UpdateTeacherInvitationInput = z.infer<typeof updateTeacherInvitationSchema>;

export const invitationIdBodySchema = z.object({ id });
export const invitationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });

/**
 * POST reply-teacher-invitation, no sign-in needed: the invitation is named by its encrypted_id (the
 * mailed link's key), never by its sequential id. A teacher's page adds need_send_mail=1.
 */
export const replyTeacherInvitationSchema = z.object({
  class_teacher_invitation_id: z
    .string()
    .trim()
    .min(20, { error: "invalid_link" })
    .max(100, { error: "invalid_link" })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "invalid_link" })
    .describe("the invitation's encrypted_id"),
  replied_status: repliedStatus.describe("0 no reply, 1 accepted, 2 rejected"),
  need_send_mail: flag01Schema.default(false).describe("tell the office by mail"),
});
export type ReplyTeacherInvitationInput = z.infer<typeof replyTeacherInvitationSchema>;

export const linkTeacherSchema = z.object({ class_id: id, teacher_user_id: id });
export type LinkTeacherInput = z.infer<typeof linkTeacherSchema>;

export const setNeedGreetMeetingSchema = z.object({ need_greet_meeting: flag01Schema });

export const teacherInvitationSchema = z.object({
  id: z.number().int(),
  encrypted_id: z.string().describe("the reply link's key (staff and the invited teacher only)"),
  expires_at: z.string(),
  class_id: z.number().int(),
  session_class: z.object({
    id: z.number().int(),
    name: z.string(),
    course_session_id: z.number().int(),
    localized: z.object({ name: z.string() }).describe("the name in the request's language"),
  }),
  teacher_user_id: z.number().int(),
  teacher: personBriefSchema,
  salary: z.number().int(),
  currency,
  online_salary: z.number().int().nullable(),
  online_currency: currency.nullable(),
  notes: z.string(),
  replied_status: z.number().int(),
  replied_status_key: z.enum(
    INVITATION_REPLIED_STATUSES.map((s) => s.key) as ["no_reply", "accepted", "rejected"],
  ),
  replied_at: z.string().nullable(),
  need_greet_meeting: z.boolean(),
  mailed_at: z.string().nullable(),
  created_at: z.string(),
});
export type TeacherInvitation = z.infer<typeof teacherInvitationSchema>;
export const teacherInvitationListSchema = z.object({ data: z.array(teacherInvitationSchema) });

/** What the no-sign-in reply page shows: no money, no ids. */
export const invitationReplyResultSchema = z.object({
  replied_status: z.number().int(),
  replied_status_key: z.enum(["no_reply", "accepted", "rejected"]),
  class_name: z.string(),
  localized: z.object({ name: z.string() }).describe("the class's name in the request's language"),
  teacher: personBriefSchema,
});
