import { Navigate, useParams } from "react-router";

/**
 * /private/counseling/student/{username} (spec 03 §2): the student's counseling pages by username start at
 * their school list, the first of its sub-pages; the list's page answers "not found" to anyone who may not
 * see the student.
 */
export default function CounselingStudentPage() {
  const { username = "" } = useParams();
  return <Navigate to={`/private/counseling/student/${encodeURIComponent(username)}/colleges`} replace />;
}
