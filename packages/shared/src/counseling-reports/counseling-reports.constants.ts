/** A monthly report is written as a draft and sent once; a sent report is kept as it was sent. */
export const REPORT_STATES = ["draft", "sent"] as const;
export type ReportState = (typeof REPORT_STATES)[number];
