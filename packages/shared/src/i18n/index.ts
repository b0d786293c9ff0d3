export * from "./locales";
export * from "./messages";
