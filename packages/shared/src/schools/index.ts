export * from "./school-facts";
export * from "./schools.endpoints";
export * from "./schools.schemas";
export * from "./schools.messages";
