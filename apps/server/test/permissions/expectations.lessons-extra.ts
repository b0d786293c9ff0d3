import { EMPTY_BODY, type Expectation, LESSON_TEACHING, OFFICE } from "./expectation-kit";

/** Routes of this domain, one entry each (see expectations.ts for the rules and expectation-kit.ts for the shared pieces). */
export const LESSON_EXTRA_EXPECTATIONS: Record<string, Expectation> = {
  // ---- lessons: progress reports and the counseling switch (issue 12) ----
  // Row rules (a teacher's own classes, a family's own children) are tested in modules/lessons.
  // Everyone signed in lists the reports in their scope (an empty page when nothing is theirs).
  "GET /api/progress-reports": { who: "authenticated", allowed: 200 },
  "GET /api/progress-report/:id": {
    who: "authenticated",
    allowed: 422,
    request: () => ({ url: "/api/progress-report/not-an-id" }),
  },
  // The invitation's own page: staff, and the invited teacher (another teacher: 403 in the service).
  "GET /api/teacher-invitation/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/teacher-invitation/not-an-id" }),
  },
  "POST /api/progress-report": { who: LESSON_TEACHING, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/progress-report/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/progress-report/not-an-id", body: {} }),
  },
  "DELETE /api/progress-report/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/progress-report/not-an-id" }),
  },
  "GET /api/lesson-logs/unfinished": { who: LESSON_TEACHING, allowed: 200 },
  "POST /api/progress-report/:id/send-mail": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/progress-report/not-an-id/send-mail", body: {} }),
  },
  "POST /api/progress-reports/send-mail": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/progress-report-statuses": { who: LESSON_TEACHING, allowed: 200 },
  "GET /api/progress-reports/unfinished": { who: ["teacher"], allowed: 200 },
  "PATCH /api/change-private-lesson-to-counseling/:id": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/change-private-lesson-to-counseling/not-an-id", body: {} }),
  },
  "GET /api/counseling/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/counseling/not-an-id" }),
  },
};
