export * from "./field-translations";
export * from "./locales";
export * from "./messages";
export * from "./person-name";
