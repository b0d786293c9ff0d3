export * from "./line.endpoints";
export * from "./line.schemas";
export * from "./line-notes.schemas";
