// Every table of the lessons module: the one line src/db/schema.ts exports.

export * from "./calendar-feeds.table";
export * from "./greet-meetings.table";
export * from "./invitations.table";
export * from "./lesson-logs.table";
export * from "./private-lessons.table";
export * from "./progress-reports.table";
