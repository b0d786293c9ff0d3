export * from "./tags.endpoints";
export * from "./tags.schemas";
