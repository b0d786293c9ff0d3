import type { CounselingOverviewRow } from "@edu/shared/counseling-workspace";

const enc = encodeURIComponent;

/** Where the counseling entry sends a person (spec 03 §2). */
export const PORTAL_PATH = "/private/counseling/portal";
export const schoolsTypePath = (username: string) =>
  `/private/setCounselingSchoolsType/student/${enc(username)}`;

/** A counseling class's pages hang under this address (spec: counseling/{id}/…). */
export const classBase = (classId: number) => `/private/counseling/${classId}`;
export const studentBase = (username: string) => `/private/counseling/student/${enc(username)}`;

/** `?student=` naming the student among a class's several (the workspace tabs keep it). */
export const studentSearch = (studentId: number, several: boolean) =>
  several ? `?student=${studentId}` : "";

/** A collected school's page, by the student's username (valid whatever class it was added under). */
export const collectedPath = (username: string, collectedId: number) =>
  `${studentBase(username)}/collected/colleges/${collectedId}`;

/**
 * Where the portal opens a student's workspace: the overview of their first counseling class (the student
 * named, as a class may hold several), else their school list by username (a student in no class yet).
 */
export function workspacePath(row: Pick<CounselingOverviewRow, "student" | "classes">): string {
  const first = row.classes[0];
  return first
    ? `${classBase(first.id)}/detail?student=${row.student.id}`
    : `${studentBase(row.student.username)}/colleges`;
}
