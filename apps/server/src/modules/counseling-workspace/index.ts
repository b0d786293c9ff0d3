export { counselingWorkspaceModule } from "./counseling-workspace.manifest";
export { counselingSchoolsTypes } from "./counseling-workspace.table";
