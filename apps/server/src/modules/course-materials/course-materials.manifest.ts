import type { ModuleManifest } from "../../module-manifest";
import { courseMaterialRoutes } from "./course-materials.routes";
import { classReadsMaterialFile } from "./course-materials-access";
import { demoCourseMaterialsSeed } from "./demo-course-materials.seed";

/** A class's course materials: folders and items (links and files private to the class). */
export const courseMaterialsModule: ModuleManifest = {
  name: "course-materials",
  routes: [courseMaterialRoutes],
  demoSeeds: [demoCourseMaterialsSeed],
  contributes: { fileReadGrants: [classReadsMaterialFile] },
};
