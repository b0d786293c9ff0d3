export * from "./analysis.constants";
export * from "./analysis.endpoints";
export * from "./analysis.schemas";
