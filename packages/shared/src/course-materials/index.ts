export * from "./course-materials.constants";
export * from "./course-materials.endpoints";
export * from "./course-materials.messages";
export * from "./course-materials.schemas";
