export { relationsModule } from "./relations.manifest";
export { listChildren, listStudents } from "./relations.service";
