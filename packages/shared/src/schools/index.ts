export * from "./school-facts";
export * from "./schools.endpoints";
export * from "./schools.messages";
export * from "./schools.schemas";
