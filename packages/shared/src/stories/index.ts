export * from "./stories.schemas";
