export * from "./counseling-tasks.constants";
export * from "./counseling-tasks.endpoints";
export * from "./counseling-tasks.messages";
export * from "./counseling-tasks.schemas";
