/**
 * Enrollment fixtures for other modules' tests (bills, receivables, the spec's calls): course sessions with
 * fees and enrolled sessions, made straight in the enrollment tables. One import, like `linkParentStudents`
 * in users.ts, so no module's tests reach into another module's files.
 */
export { ensureCourseSessions, insertEnrollment } from "../../src/modules/enrollment/enrollment.test-helpers";
