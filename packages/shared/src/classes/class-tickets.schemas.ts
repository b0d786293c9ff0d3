import { z } from "zod";
import { calendarDateSchema, timeOfDaySchema } from "../courses/course-sessions.schemas";
import { flag01Schema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { CLASS_TICKETS_PAGE_SIZE } from "./classes.constants";
import { courseSessionBriefSchema, personBriefSchema, sessionClassSchema } from "./classes.schemas";

const id = dbIdValueSchema;
const text = (max: number) => z.string().trim().max(max, { error: "v.text_too_long" });

/** Spec §3 placement: class, date, time, address, classroom, study room, score range, TA. */
export const placementFieldsSchema = z.object({
  session_class_id: id.nullable().describe("the class; null takes the student out of their class"),
  date: calendarDateSchema.nullable().default(null),
  time: timeOfDaySchema.nullable().default(null),
  address: text(300).default(""),
  classroom: text(100).default(""),
  study_room: text(100).default(""),
  score_range: text(60).default(""),
  ta_user_id: id.nullable().default(null),
});
export type PlacementInput = z.infer<typeof placementFieldsSchema>;

/** A student's ticket for a course session; placed once it has a class. */
export const classTicketSchema = z.object({
  id: z.number().int(),
  student_user_id: z.number().int(),
  student: personBriefSchema,
  course_session_id: z.number().int(),
  course_session: courseSessionBriefSchema,
  is_private: z.boolean(),
  enrolled_session_id: z.number().int().nullable(),
  is_paid: z.boolean(),
  note: z.string(),
  session_class_id: z.number().int().nullable(),
  session_class: z
    .object({
      id: z.number().int(),
      name: z.string(),
      localized: z
        .object({ name: z.string() })
        .optional()
        .describe("the class name in the request's language (its own, the other Chinese, English, the base)"),
    })
    .nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  address: z.string(),
  classroom: z.string(),
  study_room: z.string(),
  score_range: z.string(),
  ta_user_id: z.number().int().nullable(),
  ta: personBriefSchema.nullable(),
  placed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClassTicket = z.infer<typeof classTicketSchema>;
export const classTicketPageSchema = pagedListSchema(classTicketSchema);

export const createClassTicketSchema = z.object({
  student_user_id: id,
  course_session_id: id,
  is_paid: flag01Schema.default(false),
  note: text(2000).default(""),
});
export type CreateClassTicketInput = z.infer<typeof createClassTicketSchema>;

export const classTicketIdParamsSchema = z.object({ id: dbIdSchema });

export const classTicketListQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(CLASS_TICKETS_PAGE_SIZE),
  course_session_id: dbIdSchema.optional(),
  session_class_id: dbIdSchema.optional(),
  student_user_id: dbIdSchema.optional(),
  q: z.string().trim().max(100).optional().describe("student name, username or email"),
});
export type ClassTicketListQuery = z.infer<typeof classTicketListQuerySchema>;

/** A class with its students (placed tickets). Students and parents see only their own tickets. */
export const sessionClassDetailSchema = z.object({
  session_class: sessionClassSchema,
  students: z.array(classTicketSchema),
});
export type SessionClassDetail = z.infer<typeof sessionClassDetailSchema>;
