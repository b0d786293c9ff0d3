export * from "./class-tickets.schemas";
export * from "./classes.constants";
export * from "./classes.endpoints";
export * from "./classes.schemas";
export * from "./student-progress.schemas";
