export * from "./feedback.endpoints";
export * from "./feedback.schemas";
