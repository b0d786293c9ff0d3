export * from "./uploads.constants";
export * from "./uploads.schemas";
