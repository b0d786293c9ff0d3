import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

export const classesRoutes: FeatureRoutes = {
  public: [
    route("classes", "features/classes/pages/classes-page.tsx"),
    // The static class pages (sat_course, …), toefl_{name} and courses by id: one module, see course-page.tsx.
    route("classes/:courseId", "features/classes/pages/course-page.tsx"),
  ],
};
