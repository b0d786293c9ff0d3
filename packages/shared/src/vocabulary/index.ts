export * from "./vocabulary.constants";
export * from "./vocabulary.endpoints";
export * from "./vocabulary.messages";
export * from "./vocabulary.schemas";
