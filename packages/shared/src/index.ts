export * from "./accounts";
export * from "./errors";
export * from "./i18n";
export * from "./system";
