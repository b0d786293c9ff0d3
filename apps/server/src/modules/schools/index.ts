export { importScorecardFile } from "./school-import.service";
export { SCHOOL_YEAR, scorecardYearOf } from "./school-import-rules";
export { schoolsModule } from "./schools.manifest";
export { schoolAliases, schoolFacts, schools } from "./schools.table";
