export { relationsRoutes } from "./relations.routes";
export { listChildren, listStudents } from "./relations.service";
