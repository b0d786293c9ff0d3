import type { ModuleManifest } from "../../module-manifest";
import { counselingWorkspaceRoutes } from "./counseling-workspace.routes";
import { deadlineEvents } from "./deadline-calendar";
import { demoSchoolsTypesSeed } from "./demo-schools-types.seed";

/**
 * The counseling workspace (spec 03 §2 entry, filter, portal, setCounselingSchoolsType): reads of the
 * counseling modules below it, and application deadlines in the lessons' calendar feeds.
 */
export const counselingWorkspaceModule: ModuleManifest = {
  name: "counseling-workspace",
  routes: [counselingWorkspaceRoutes],
  contributes: { calendarExtraEvents: [deadlineEvents] },
  demoSeeds: [demoSchoolsTypesSeed],
};
