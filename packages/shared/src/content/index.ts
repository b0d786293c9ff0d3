export * from "./content.endpoints";
export * from "./rich-text.schemas";
export * from "./site-content.schemas";
export * from "./translations";
