export * from "./short-links.schemas";
