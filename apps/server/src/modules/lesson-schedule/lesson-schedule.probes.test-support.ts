import { lessonScheduleEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/**
 * How the permission table (test/permissions) calls each planned-lesson route; who is let in is the
 * declared access. Row rules (a teacher's own classes, a family's own children) are tested in
 * modules/lesson-schedule.
 */
export const lessonScheduleProbes = defineProbes(lessonScheduleEndpoints, {
  listSessionClassPlannedLessons: {
    allowed: 422,
    request: () => ({ url: "/api/session-classes/not-an-id/planned-lessons" }),
  },
  createSessionClassPlannedLesson: {
    allowed: 422,
    request: () => ({ url: "/api/session-classes/not-an-id/planned-lessons", body: {} }),
  },
  updatePlannedLesson: { allowed: 422, request: () => ({ url: "/api/planned-lessons/not-an-id", body: {} }) },
  deletePlannedLesson: { allowed: 422, request: () => ({ url: "/api/planned-lessons/not-an-id" }) },
});
