export * from "./convert";
export * from "./currency";
export * from "./format";
export * from "./limits";
export * from "./money";
export * from "./money.schemas";
export * from "./money-error";
export * from "./parse";
