export { importScorecardFile, SCHOOL_YEAR, scorecardYearOf } from "./school-import.service";
export { schoolsModule } from "./schools.manifest";
export { schoolAliases, schoolFacts, schools } from "./schools.table";
