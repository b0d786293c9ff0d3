import { ATTENDANCE_STATUSES, attendanceStatusInfo } from "@edu/shared/lessons";
import type { CSSProperties } from "react";

/** Badge colours: attended green, absences orange/red, cancellations grey, make-up blue. */
const COLORS: Record<string, string> = {
  present: "teal",
  late: "yellow",
  excused_absence: "orange",
  absent: "red",
  cancelled_by_school: "gray",
  cancelled_by_teacher: "gray",
  late_cancellation: "grape",
  make_up: "blue",
};

/**
 * Text on a pale ("light") badge: dark grey. Mantine's own light-variant text fails WCAG AA contrast
 * on yellow, orange and teal (teal's darkest shade measured 4.5:1 at the badge's small size; axe).
 */
export const lightBadgeText = (_color: string): CSSProperties =>
  ({ "--badge-color": "var(--mantine-color-dark-7)" }) as CSSProperties;

export function attendanceColor(code: number): string {
  const key = attendanceStatusInfo(code)?.key;
  return (key && COLORS[key]) || "gray";
}

/** The translation key of a status's label (`attendance.<key>` in the lessons namespace). */
export function attendanceLabelKey(code: number): string {
  return `attendance.${attendanceStatusInfo(code)?.key ?? "unknown"}`;
}

/** Select options for every status, labelled with `t`. */
export function attendanceOptions(t: (key: string) => string): { value: string; label: string }[] {
  return ATTENDANCE_STATUSES.map((status) => ({
    value: String(status.code),
    label: t(`attendance.${status.key}`),
  }));
}

/**
 * The rows whose status differs from what the server holds: the batch body
 * (PATCH lesson-log/batch/attendance-status), in the order of `rows`.
 */
export function attendanceChanges(
  rows: readonly { id: number; attendance_status: number }[],
  edited: Readonly<Record<number, number>>,
): { id: number; attendance_status: number }[] {
  return rows.flatMap((row) => {
    const next = edited[row.id];
    return next !== undefined && next !== row.attendance_status
      ? [{ id: row.id, attendance_status: next }]
      : [];
  });
}
