export { getGradingSheet, gradeItem } from "./grading.service";
export { assignedOrAdmitted } from "./student-tests.service";
export { testAssignmentsModule } from "./test-assignments.manifest";
export {
  testAdmissions,
  testAssignmentMails,
  testAssignmentStudents,
  testAssignments,
  testGradedResults,
  testGradePermissions,
  testGrades,
} from "./test-assignments.table";
