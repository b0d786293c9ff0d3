import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Courses and course sessions (spec §2 "Classes and courses"). */
export const coursesRoutes: FeatureRoutes = {
  signedIn: [
    route("my-courses", "features/courses/pages/my-courses-page.tsx"),
    route("courses/my-courses", "features/courses/pages/my-courses-page.tsx", { id: "courses-my-courses" }),
    route("courses", "features/courses/pages/courses-page.tsx"),
    route("courses/create", "features/courses/pages/course-form-page.tsx"),
    route("courses/:id/edit", "features/courses/pages/course-form-page.tsx", { id: "course-edit" }),
    route("courses/:id/detail", "features/courses/pages/course-detail-page.tsx"),
    route("courses/studentprogress", "features/courses/pages/student-progress-picker-page.tsx"),
    route("courses/studentprogress/:studentId", "features/courses/pages/student-progress-page.tsx"),
    route("course-sessions", "features/courses/pages/course-sessions-page.tsx"),
    route("course-sessions/create", "features/courses/pages/course-session-form-page.tsx"),
    route("course-sessions/:id/edit", "features/courses/pages/course-session-form-page.tsx", {
      id: "course-session-edit",
    }),
    route("course-sessions/:id/detail", "features/courses/pages/course-session-detail-page.tsx"),
  ],
};
