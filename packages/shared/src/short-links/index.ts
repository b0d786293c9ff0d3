export * from "./short-links.endpoints";
export * from "./short-links.schemas";
