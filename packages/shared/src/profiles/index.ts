export * from "./profiles.schemas";
export * from "./teacher-billing";
