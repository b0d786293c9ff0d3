import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { attendanceColor, attendanceLabelKey, lightBadgeText } from "../lib/attendance";

/** A lesson log's attendance status, labelled from the shared list (present, late, excused absence…). */
export function AttendanceBadge({ status }: { status: number }) {
  const { t } = useTranslation("lessons");
  const color = attendanceColor(status);
  return (
    <Badge color={color} variant="light" data-status={status} style={lightBadgeText(color)}>
      {t(attendanceLabelKey(status))}
    </Badge>
  );
}
