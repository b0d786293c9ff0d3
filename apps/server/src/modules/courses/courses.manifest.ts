import type { ModuleManifest } from "../../module-manifest";
import { courseSessionsRoutes } from "./course-sessions.routes";
import { coursesRoutes } from "./courses.routes";

export const coursesModule: ModuleManifest = {
  name: "courses",
  routes: [coursesRoutes, courseSessionsRoutes],
};
