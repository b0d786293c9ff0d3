import type { ModuleManifest } from "../../module-manifest";
import { classTicketsRoutes } from "./class-tickets.routes";
import { sessionClassesRoutes } from "./classes.routes";
import { demoCoursesSeed } from "./demo-courses.seed";
import { isTeacherOfStudent } from "./teacher-students";

export const classesModule: ModuleManifest = {
  name: "classes",
  routes: [sessionClassesRoutes, classTicketsRoutes],
  demoSeeds: [demoCoursesSeed],
  // Who teaches whom decides who reads a profile or a profile photo (profiles, uploads).
  contributes: { isTeacherOfStudent },
};
