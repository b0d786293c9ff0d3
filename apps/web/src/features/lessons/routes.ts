import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * Lessons (spec 02 §2 "Class and lesson-log routes", "Private lessons"): lesson logs,
 * attendance, private lessons, and the teacher's invitation reply (no sign-in: the mailed encrypted id).
 * The reply path also answers without the /private prefix (spec: invitation-reply is not redirected).
 */
export const lessonsRoutes: FeatureRoutes = {
  public: [
    route(
      "private/private-lessons/invitation-reply/:reply_status/:class_teacher_invitation_id",
      "features/lessons/pages/invitation-reply-page.tsx",
    ),
    route(
      "private-lessons/invitation-reply/:reply_status/:class_teacher_invitation_id",
      "features/lessons/pages/invitation-reply-page.tsx",
      { id: "invitation-reply-unprefixed" },
    ),
    route("private-lessons/*", "features/lessons/pages/private-redirect-page.tsx"),
  ],
  signedIn: [
    route("students/attendances", "features/lessons/pages/student-attendances-page.tsx"),
    route("session-classes/:classId/lesson-logs", "features/lessons/pages/class-lesson-logs-page.tsx"),
    route("session-classes/:classId/attendance", "features/lessons/pages/class-lesson-logs-page.tsx", {
      id: "class-attendance",
    }),
    route("session-class/:id/createLog", "features/lessons/pages/lesson-log-form-page.tsx"),
    route("session-class/:id/editLog/:lessonLogId", "features/lessons/pages/lesson-log-form-page.tsx", {
      id: "lesson-log-edit",
    }),
    route("session-class/:courseId/log/:teachingLogId", "features/lessons/pages/teaching-log-page.tsx"),
    route("private/:privateType/:id/createLog", "features/lessons/pages/lesson-log-form-page.tsx", {
      id: "private-lesson-log-create",
    }),
    route(
      "private/:privateType/:id/editLog/:lessonLogId",
      "features/lessons/pages/lesson-log-form-page.tsx",
      {
        id: "private-lesson-log-edit",
      },
    ),
    route(
      "private/:privateType/:courseId/log/:teachingLogId",
      "features/lessons/pages/teaching-log-page.tsx",
      {
        id: "private-teaching-log",
      },
    ),
    route("lessonLogDetail/:lessonLogId", "features/lessons/pages/lesson-log-detail-page.tsx"),
    route("private/private-lessons", "features/lessons/pages/private-lessons-page.tsx"),
    route("private/private-lessons/:id/detail", "features/lessons/pages/private-lesson-detail-page.tsx"),
    route("private/private-lessons/invitation/:id", "features/lessons/pages/invitation-page.tsx"),
    // One student's lesson log, by lesson log and student (spec 01 §2, 02 §2).
    route(
      "private/:privateType/:courseId/log/:lessonLogId/student/:studentId",
      "features/lessons/pages/student-log-page.tsx",
      { id: "private-student-log" },
    ),
    route(
      "session-class/:courseId/log/:lessonLogId/student/:studentId",
      "features/lessons/pages/student-log-page.tsx",
    ),
    route("private/:privateType/create", "features/lessons/pages/private-lesson-form-page.tsx"),
    route("private/:privateType/:class_id/edit", "features/lessons/pages/private-lesson-form-page.tsx", {
      id: "private-lesson-edit",
    }),
    route("progressReportStatuses", "features/lessons/pages/progress-report-statuses-page.tsx"),
    route("mail/progress-report", "features/lessons/pages/mail-progress-reports-page.tsx"),
    route("session-classes/:classId/progress-report", "features/lessons/pages/class-lesson-logs-page.tsx", {
      id: "class-progress-report",
    }),
    route(
      "private/:privateType/:classId/progress-report",
      "features/lessons/pages/class-lesson-logs-page.tsx",
      {
        id: "private-progress-report",
      },
    ),
    ...(
      [
        ["session-class", "class"],
        ["private/:privateType", "private"],
      ] as const
    ).flatMap(([prefix, key]) => [
      route(`${prefix}/:classId/progress-report/create`, "features/lessons/pages/progress-report-page.tsx", {
        id: `${key}-progress-report-create`,
      }),
      route(
        `${prefix}/:classId/progress-report/:reportId`,
        "features/lessons/pages/progress-report-page.tsx",
        {
          id: `${key}-progress-report-view`,
        },
      ),
      route(
        `${prefix}/:classId/progress-report/:reportId/edit`,
        "features/lessons/pages/progress-report-page.tsx",
        { id: `${key}-progress-report-edit` },
      ),
    ]),
    route("private/:privateType/link-teacher/:class_id", "features/lessons/pages/link-teacher-page.tsx"),
    route(
      "private/private-lessons/filter/:roleType/:userId",
      "features/lessons/pages/private-lessons-page.tsx",
      {
        id: "private-lessons-filtered",
      },
    ),
  ],
};
