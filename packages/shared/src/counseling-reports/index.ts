export * from "./counseling-report-letter";
export * from "./counseling-reports.constants";
export * from "./counseling-reports.endpoints";
export * from "./counseling-reports.messages";
export * from "./counseling-reports.schemas";
