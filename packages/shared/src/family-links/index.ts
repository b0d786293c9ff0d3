export * from "./family-links.endpoints";
