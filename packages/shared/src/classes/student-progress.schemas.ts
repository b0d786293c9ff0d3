import { z } from "zod";
import { courseBriefSchema, courseSessionLocalizedSchema } from "../courses/course-sessions.schemas";
import { COURSE_SESSION_TYPES } from "../courses/courses.constants";
import { ENROLLMENT_STATUSES, ENROLLMENT_TYPES, PAYMENT_STATUSES } from "../enrollment/enrollment.constants";
import { COURSE_PROGRESS_STAGES, PLACEMENT_CLASS_STATUSES } from "./classes.constants";
import { personBriefSchema } from "./classes.schemas";

/** One enrollment of the student in the course session (deleted ones are left out). */
export const progressEnrollmentSchema = z.object({
  id: z.number().int(),
  type: z.enum(ENROLLMENT_TYPES),
  status: z.enum(ENROLLMENT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
});
export type ProgressEnrollment = z.infer<typeof progressEnrollmentSchema>;

/** The class a ticket is placed in, as the progress page shows it. */
export const progressClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teachers: z.array(personBriefSchema),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  schedule: z.string(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  is_online: z.boolean(),
  room: z.string(),
  address: z.string(),
  localized: z
    .object({ name: z.string(), schedule: z.string(), address: z.string() })
    .describe("name, schedule, address in the request's language"),
  status: z
    .enum(PLACEMENT_CLASS_STATUSES)
    .describe(
      "upcoming: starts after today; running: started (or undated), not ended; ended: end date passed",
    ),
});
export type ProgressClass = z.infer<typeof progressClassSchema>;

/** One class ticket of the student: paid or not, and its placement (spec §3) once placed. */
export const progressTicketSchema = z.object({
  id: z.number().int(),
  is_paid: z.boolean(),
  session_class: progressClassSchema.nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  address: z.string(),
  classroom: z.string(),
  study_room: z.string(),
  placed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ProgressTicket = z.infer<typeof progressTicketSchema>;

export const progressCourseSessionSchema = z.object({
  id: z.number().int(),
  course: courseBriefSchema.nullable(),
  type: z.enum(COURSE_SESSION_TYPES),
  is_private: z.boolean(),
  title: z.string(),
  short_name: z.string(),
  city: z.string(),
  is_online: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  date: z.string(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  localized: courseSessionLocalizedSchema,
});

/** The student's path through one course session, with its computed stage. */
export const courseProgressEntrySchema = z.object({
  course_session: progressCourseSessionSchema,
  stage: z
    .enum(COURSE_PROGRESS_STAGES)
    .describe(
      "enrolled → paid → placed → in_class (class started) → finished (class ended); cancelled when " +
        "every enrollment is cancelled and there is no ticket",
    ),
  enrollments: z.array(progressEnrollmentSchema),
  tickets: z.array(progressTicketSchema),
});
export type CourseProgressEntry = z.infer<typeof courseProgressEntrySchema>;

export const studentCourseProgressSchema = z.object({
  student: personBriefSchema,
  course_sessions: z.array(courseProgressEntrySchema),
});
export type StudentCourseProgress = z.infer<typeof studentCourseProgressSchema>;
