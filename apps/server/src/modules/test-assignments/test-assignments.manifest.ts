import type { ModuleManifest } from "../../module-manifest";
import { assignedOrAdmitted } from "./student-tests.service";
import { testAssignmentRoutes } from "./test-assignments.routes";

/**
 * Assigning test forms to classes and students, admissions, SAT mocks and grading (issue 32). It sits
 * above test-engine: the engine asks it who may start a form that is not public (`testFormStartGrants`).
 */
export const testAssignmentsModule: ModuleManifest = {
  name: "test-assignments",
  routes: [testAssignmentRoutes],
  contributes: { testFormStartGrants: [assignedOrAdmitted] },
};
