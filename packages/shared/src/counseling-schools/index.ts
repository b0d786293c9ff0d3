export * from "./counseling-schools.constants";
export * from "./counseling-schools.endpoints";
export * from "./counseling-schools.messages";
export * from "./counseling-schools.schemas";
