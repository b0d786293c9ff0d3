export * from "./profiles.schemas";
