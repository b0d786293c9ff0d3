/**
 * The counseling-schools feature's public surface: the counselors' applications list, which the lead
 * mounts on /applications (it reads the "counseling-schools" and "data-list" namespaces).
 */
export { ApplicationsManagement } from "./components/applications-management";
