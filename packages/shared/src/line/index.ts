export * from "./line.schemas";
