export * from "./course-sessions.schemas";
export * from "./courses.constants";
export * from "./courses.schemas";
