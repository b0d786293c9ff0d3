export { listApplications } from "./applications.service";
export { listCollected, schoolCards } from "./collected-read.service";
export { counselingSchoolsModule } from "./counseling-schools.manifest";
export { counselingSchools } from "./counseling-schools.table";
