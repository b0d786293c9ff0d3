export * from "./lesson-schedule.constants";
export * from "./lesson-schedule.endpoints";
export * from "./lesson-schedule.schemas";
