export * from "./toefl.constants";
export * from "./toefl.endpoints";
export * from "./toefl.messages";
export * from "./toefl.schemas";
