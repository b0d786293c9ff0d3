export { listApplications } from "./applications.service";
// For the workspace's deadlines and the calendar: the school deadline joined as `dl` onto a row `cs`.
export { aliasLanguages, deadlineLateral } from "./collected-read.repository";
export { listCollected, schoolCards } from "./collected-read.service";
export { counselingSchoolsModule } from "./counseling-schools.manifest";
export { counselingSchools } from "./counseling-schools.table";
