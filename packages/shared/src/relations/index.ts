export * from "./relations.endpoints";
