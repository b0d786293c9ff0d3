import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Classes and placement (spec §2 "Classes and courses", /placement). */
export const sessionClassesRoutes: FeatureRoutes = {
  signedIn: [
    route("my-classes", "features/session-classes/pages/my-classes-page.tsx"),
    route("session-classes", "features/session-classes/pages/my-classes-page.tsx", {
      id: "session-classes-mine",
    }),
    route("session-classes/all", "features/session-classes/pages/all-classes-page.tsx"),
    route("session-classes/create", "features/session-classes/pages/session-class-form-page.tsx"),
    route("session-classes/:id/edit", "features/session-classes/pages/session-class-form-page.tsx", {
      id: "session-class-edit",
    }),
    route("session-classes/:classId", "features/session-classes/pages/session-class-page.tsx"),
    // Spec 01 §2: each tab has its path (attendance, lesson-logs and progress-report are the lessons pages).
    route("session-classes/:classId/info", "features/session-classes/pages/session-class-page.tsx", {
      id: "session-class-info",
    }),
    route("session-classes/:classId/students", "features/session-classes/pages/session-class-page.tsx", {
      id: "session-class-students",
    }),
    route("session-classes/:classId/materials", "features/session-classes/pages/session-class-page.tsx", {
      id: "session-class-materials",
    }),
    route("session-classes/:classId/tests", "features/session-classes/pages/session-class-page.tsx", {
      id: "session-class-tests",
    }),
    route("session-classes/:classId/practices", "features/session-classes/pages/session-class-page.tsx", {
      id: "session-class-practices",
    }),
    route("old-session-classes/:classId", "features/session-classes/pages/old-session-class-page.tsx"),
    route("placement", "features/session-classes/pages/placement-page.tsx"),
  ],
};
