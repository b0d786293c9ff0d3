export * from "./error-body.schemas";
