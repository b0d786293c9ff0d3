export * from "./stories.endpoints";
export * from "./stories.schemas";
