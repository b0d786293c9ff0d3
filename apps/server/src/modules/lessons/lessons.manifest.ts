import type { ModuleManifest } from "../../module-manifest";
import { demoLessonsSeed } from "./demo-lessons.seed";
import { lessonsRoutes } from "./lessons.routes";

export const lessonsModule: ModuleManifest = {
  name: "lessons",
  routes: [lessonsRoutes],
  demoSeeds: [demoLessonsSeed],
};
