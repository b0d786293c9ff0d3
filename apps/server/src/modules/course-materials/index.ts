export { courseMaterialsModule } from "./course-materials.manifest";
export { courseMaterialFolders, courseMaterialItems } from "./course-materials.table";
export { assertMaterialsRead, classReadsMaterialFile } from "./course-materials-access";
