export * from "./full-practices.endpoints";
export * from "./full-practices.schemas";
export * from "./practice-drill.schemas";
export * from "./practice-results.schemas";
export * from "./practices.constants";
export * from "./practices.endpoints";
export * from "./practices.messages";
export * from "./practices.schemas";
