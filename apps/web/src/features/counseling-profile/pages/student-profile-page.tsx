import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { profilesQuery } from "../api/counseling-profile-api";
import { ProfileEditor } from "../components/profile-editor";

export const handle: RouteHandle = { i18n: ["counseling-profile", "date-field"] };

/**
 * /private/counseling/student/{username}/applicationForms: the student's application profile. The username
 * is resolved through GET counseling-profiles, which lists only students the caller may see: anyone
 * else's username reads "not found", as an id would.
 */
export default function StudentProfilePage() {
  const username = useParams().username ?? "";
  const found = useQuery({ ...profilesQuery({ username, page: 1, page_size: 1 }), enabled: username !== "" });
  if (found.isError) return <LoadErrorPage error={found.error} onRetry={() => found.refetch()} />;
  if (!found.data) return <PageLoader />;
  const row = found.data.data.find((candidate) => candidate.student.username === username);
  if (!row) return <NotFoundPage />;
  return (
    <ProfileEditor
      studentId={row.student_user_id}
      base={`/private/counseling/student/${encodeURIComponent(username)}/applicationForms`}
    />
  );
}
