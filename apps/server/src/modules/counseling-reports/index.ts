export { counselingReportsModule } from "./counseling-reports.manifest";
export { counselingReports } from "./counseling-reports.table";
