import { type Expectation, LESSON_TEACHING } from "./expectation-kit";

/** Routes of this domain, one entry each (see expectations.ts for the rules and expectation-kit.ts for the shared pieces). */
export const LESSON_SCHEDULE_EXPECTATIONS: Record<string, Expectation> = {
  // ---- lesson schedule: planned lessons (issues 12 and 15) ----
  // Row rules (a teacher's own classes, a family's own children) are tested in modules/lesson-schedule.
  "GET /api/session-classes/:id/planned-lessons": {
    who: "authenticated",
    allowed: 422,
    request: () => ({ url: "/api/session-classes/not-an-id/planned-lessons" }),
  },
  "POST /api/session-classes/:id/planned-lessons": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/session-classes/not-an-id/planned-lessons", body: {} }),
  },
  "PATCH /api/planned-lessons/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/planned-lessons/not-an-id", body: {} }),
  },
  "DELETE /api/planned-lessons/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/planned-lessons/not-an-id" }),
  },
};
