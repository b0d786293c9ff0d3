export * from "./site-content.schemas";
export * from "./translations";
