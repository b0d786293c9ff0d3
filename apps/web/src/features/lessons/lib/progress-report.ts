import type { ProgressReportStatus } from "@edu/shared/lessons";

/**
 * Where a class's progress reports live on the web: private and custom lessons under
 * /private/{privateType}/{classId}/progress-report, group classes under /session-class/{classId}/…
 * (the class tab itself is /session-classes/{classId}/progress-report).
 */
export function reportBasePath(classId: number, isPrivate: boolean, privateType = "private-lessons"): string {
  return isPrivate
    ? `/private/${privateType}/${classId}/progress-report`
    : `/session-class/${classId}/progress-report`;
}

export const reportCreatePath = (base: string, studentUserId: number, period: string) =>
  `${base}/create?student_user_id=${studentUserId}&period=${period}`;

export const STATUS_COLORS: Record<ProgressReportStatus, string> = {
  owed: "red",
  written: "teal",
  upcoming: "gray",
};

/** A period "YYYY-MM" as typed (month inputs answer "YYYY-MM"); anything else is no filter. */
export function periodOrUndefined(value: string): string | undefined {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}

type Deleter = { isAdmin: boolean; isStaff: boolean; userId: number | undefined };

/**
 * Whether to offer Delete (the server decides): a report mailed to the parents only to an
 * administrator; an unmailed one to staff and to the teacher who wrote it. Without the author
 * (status rows) a teacher is offered it and the server refuses someone else's.
 */
export function offersDelete(
  viewer: Deleter,
  report: { mailed_at: string | null; teacher?: { id: number } | null },
): boolean {
  if (viewer.isAdmin) return true;
  if (report.mailed_at !== null) return false;
  if (viewer.isStaff || report.teacher === undefined) return true;
  return report.teacher?.id === viewer.userId;
}
