/**
 * The counseling-profile feature's public surface: how every page under /private/counseling finds the student
 * it is about (by username or counseling class, with the class's choice), and the workspace's tabs.
 */
export { type StudentRef, studentsQuery } from "./api/counseling-profile-api";
export { readClassId, StudentChoice, useCounselingStudent } from "./components/counseling-student";
export {
  COUNSELING_TABS,
  type CounselingTab,
  CounselingTabs,
  counselingTabsFor,
} from "./components/counseling-tabs";
export { useWorkspace, type Workspace, WorkspaceFrame } from "./components/workspace-frame";
