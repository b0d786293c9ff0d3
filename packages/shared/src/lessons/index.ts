export * from "./calendar-feeds.schemas";
export * from "./greet-meetings.schemas";
export * from "./invitations.schemas";
export * from "./lesson-logs.schemas";
export * from "./lessons.constants";
export * from "./lessons.endpoints";
export * from "./private-lessons.schemas";
export * from "./progress-reports.schemas";
