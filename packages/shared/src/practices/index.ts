export * from "./practices.constants";
export * from "./practices.endpoints";
export * from "./practices.messages";
export * from "./practices.schemas";
