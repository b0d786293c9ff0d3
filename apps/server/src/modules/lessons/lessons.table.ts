// Every table of the lessons module in one import, for its index and other modules' tests (drizzle-kit
// finds each `*.table.ts` by name).

export * from "./calendar-feeds.table";
export * from "./greet-meetings.table";
export * from "./invitations.table";
export * from "./lesson-logs.table";
export * from "./private-lessons.table";
export * from "./progress-reports.table";
