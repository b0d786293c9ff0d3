import { z } from "zod";
import { personBriefSchema } from "../classes/classes.schemas";
import { richTextSchema } from "../content/rich-text.schemas";
import { flag01Schema } from "../system/input.schemas";
import { localDateTimeSchema, timezoneSchema } from "./lesson-logs.schemas";
import { GREET_MEETING_DEFAULTS, PRIVATE_LESSON_MAX_PEOPLE } from "./lessons.constants";

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const teacherIds = z
  .array(id)
  .max(PRIVATE_LESSON_MAX_PEOPLE)
  .refine((ids) => new Set(ids).size === ids.length, { error: "v.user_twice" });

const meetingShape = {
  teacher_user_ids: teacherIds.describe("teachers of the class who meet the family"),
  timezone: timezoneSchema,
  is_same_address: flag01Schema.describe("meet at the class's address"),
  address: z.string().trim().max(300, { error: "v.text_too_long" }),
  started_at: localDateTimeSchema
    .nullable()
    .describe("YYYY-MM-DD HH:mm:ss in `timezone`; null while undecided"),
  duration_minutes: z.number().int().min(5).max(240),
};

export const createGreetMeetingSchema = z.object({
  session_class_id: id,
  ...meetingShape,
  teacher_user_ids: meetingShape.teacher_user_ids.default([]),
  timezone: meetingShape.timezone.default(GREET_MEETING_DEFAULTS.timezone),
  is_same_address: meetingShape.is_same_address.default(GREET_MEETING_DEFAULTS.isSameOfClassAddress),
  address: meetingShape.address.default(""),
  started_at: meetingShape.started_at.default(null),
  duration_minutes: meetingShape.duration_minutes.default(GREET_MEETING_DEFAULTS.duration_minutes),
});
export type CreateGreetMeetingInput = z.infer<typeof createGreetMeetingSchema>;

export const updateGreetMeetingSchema = z.object(meetingShape).partial();
export type UpdateGreetMeetingInput = z.infer<typeof updateGreetMeetingSchema>;

export const greetMeetingIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });
export const greetMeetingsQuerySchema = z.object({
  session_class_id: z.coerce.number().int().positive().max(MAX_INT).optional(),
});

/** POST greet-meeting/send-mail: the class's scheduled meet-and-greets, with a calendar invitation. */
export const greetMeetingMailSchema = z.object({
  session_class_id: id,
  selected_mailing_teachers: teacherIds.default([]).describe("teachers to mail (of the class)"),
  mail_to_teachers: flag01Schema.default(false),
  mail_to_students: flag01Schema.default(false),
  mail_to_parents: flag01Schema.default(false),
  mail_content: richTextSchema.default(""),
});
export type GreetMeetingMailInput = z.infer<typeof greetMeetingMailSchema>;

export const greetMeetingSchema = z.object({
  id: z.number().int(),
  session_class_id: z.number().int(),
  class_name: z.string(),
  localized: z.object({ name: z.string() }).describe("the class's name in the request's language"),
  teacher_user_ids: z.array(z.number().int()),
  teachers: z.array(personBriefSchema),
  timezone: z.string(),
  is_same_address: z.boolean(),
  address: z.string().describe("the meeting's address (the class's when is_same_address)"),
  started_at: z.string().nullable().describe("ISO 8601, UTC; null while undecided"),
  started_at_local: z.string().nullable(),
  duration_minutes: z.number().int(),
  mailed_at: z.string().nullable(),
  created_at: z.string(),
});
export type GreetMeeting = z.infer<typeof greetMeetingSchema>;
export const greetMeetingListSchema = z.object({ data: z.array(greetMeetingSchema) });
export const greetMeetingMailResultSchema = z.object({
  mails: z.number().int().describe("mails queued"),
  meetings: z.number().int().describe("meetings in the calendar invitation"),
});
