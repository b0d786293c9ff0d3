export * from "./teacher-contracts.constants";
export * from "./teacher-contracts.endpoints";
export * from "./teacher-contracts.schemas";
