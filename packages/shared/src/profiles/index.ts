export * from "./profiles.endpoints";
export * from "./profiles.schemas";
export * from "./teacher-billing";
