export * from "./counseling-essays.constants";
export * from "./counseling-essays.endpoints";
export * from "./counseling-essays.messages";
export * from "./counseling-essays.schemas";
export * from "./word-count";
