export * from "./feedback.schemas";
