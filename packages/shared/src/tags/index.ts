export * from "./tags.schemas";
