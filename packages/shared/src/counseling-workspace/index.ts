export * from "./counseling-workspace.constants";
export * from "./counseling-workspace.endpoints";
export * from "./counseling-workspace.messages";
export * from "./counseling-workspace.schemas";
