export { schoolsModule } from "./schools.manifest";
export { schoolAliases, schoolFacts, schools } from "./schools.table";
