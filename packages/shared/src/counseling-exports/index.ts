export * from "./counseling-exports.endpoints";
export * from "./counseling-exports.messages";
export * from "./counseling-exports.rules";
export * from "./counseling-exports.schemas";
export * from "./counseling-exports.texts";
