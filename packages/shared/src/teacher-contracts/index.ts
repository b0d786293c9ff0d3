export * from "./teacher-contracts.constants";
export * from "./teacher-contracts.schemas";
