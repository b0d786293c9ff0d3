export * from "./test-assignments.constants";
export * from "./test-assignments.endpoints";
export * from "./test-assignments.messages";
export * from "./test-assignments.schemas";
export * from "./test-grading.schemas";
export * from "./test-papers.schemas";
