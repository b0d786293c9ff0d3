/**
 * The counseling-applications feature's public surface: the address of a student's page for one
 * application service, for the profile editor's links (…/applicationForms/{thirdAppType}).
 */
export { servicePath } from "./lib/service-types";
