import type { EnrolledSession } from "@edu/shared";

import { formatDateTime, formatDate as formatDay } from "../../../lib/format-date";
import { formatName } from "../../../lib/person-name";

/** Money (minor units; RMB is CNY) through the shared rules: "—" when there is no amount. */
export { formatMoneyOrDash as formatMoney } from "../../../lib/format-money";

/** YYYY-MM-DD (with HH:mm in the viewer's time zone) through the one date formatter (lib/format-date). */
export function formatDate(value: string | null, _locale?: string, withTime = false): string {
  return withTime ? formatDateTime(value) : formatDay(value);
}

export const studentName = (row: Pick<EnrolledSession, "student_first_name" | "student_last_name">) =>
  formatName({ first_name: row.student_first_name, last_name: row.student_last_name });
