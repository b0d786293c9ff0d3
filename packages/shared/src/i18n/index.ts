export * from "./field-translations";
export * from "./locales";
export * from "./messages";
