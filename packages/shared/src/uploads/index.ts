export * from "./uploads.constants";
export * from "./uploads.endpoints";
export * from "./uploads.schemas";
