export * from "./course-sessions.schemas";
export * from "./courses.constants";
export * from "./courses.endpoints";
export * from "./courses.schemas";
