/**
 * The counseling-essays feature's public surface: the addresses of a student's essays and of one essay under
 * a counseling base (`useCounselingStudent().base`), for pages that link to them (the workspace overview).
 */
export { essayPath, essaysPath } from "./lib/paths";
