import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { attendanceColor, attendanceLabelKey } from "../lib/attendance";

/** A lesson log's attendance status, labelled from the shared list (present, late, excused absence…). */
export function AttendanceBadge({ status }: { status: number }) {
  const { t } = useTranslation("lessons");
  return (
    <Badge color={attendanceColor(status)} variant="light" data-status={status}>
      {t(attendanceLabelKey(status))}
    </Badge>
  );
}
