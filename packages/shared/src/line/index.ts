export * from "./line.schemas";
export * from "./line-notes.schemas";
