import { okSchema } from "../accounts/accounts.schemas";
// Writers; a teacher only for the classes they teach (checked in the service).
import { TEACHING } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  createPlannedLessonsResultSchema,
  createPlannedLessonsSchema,
  plannedLessonIdParamsSchema,
  plannedLessonListSchema,
  plannedLessonSchema,
  plannedLessonsClassParamsSchema,
  plannedLessonsQuerySchema,
  updatePlannedLessonSchema,
} from "./lesson-schedule.schemas";

/** A class's dated lesson schedule (planned lessons): read by everyone in the class, written by its teachers and staff. */
export const lessonScheduleEndpoints = defineEndpoints("lesson schedule", {
  listSessionClassPlannedLessons: {
    method: "GET",
    path: "/api/session-classes/:id/planned-lessons",
    access: "authenticated",
    summary:
      "A class's planned lessons (staff: any class; teachers: classes they teach; students and parents: their own / their children's)",
    params: plannedLessonsClassParamsSchema,
    query: plannedLessonsQuerySchema,
    response: plannedLessonListSchema,
    errors: [401, 403, 404, 422],
  },
  createSessionClassPlannedLesson: {
    method: "POST",
    path: "/api/session-classes/:id/planned-lessons",
    access: TEACHING,
    summary:
      "Plan a lesson, or a weekly series (weekdays through until, at most 52), in the class's time zone",
    params: plannedLessonsClassParamsSchema,
    body: createPlannedLessonsSchema,
    response: createPlannedLessonsResultSchema,
    errors: [401, 403, 404, 422],
  },
  updatePlannedLesson: {
    method: "PATCH",
    path: "/api/planned-lessons/:id",
    access: TEACHING,
    summary: "Move or edit a planned lesson (a new start announces it again)",
    params: plannedLessonIdParamsSchema,
    body: updatePlannedLessonSchema,
    response: plannedLessonSchema,
    errors: [401, 403, 404, 409, 422],
  },
  deletePlannedLesson: {
    method: "DELETE",
    path: "/api/planned-lessons/:id",
    access: TEACHING,
    summary: "Delete a planned lesson",
    params: plannedLessonIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
});
