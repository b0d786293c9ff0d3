import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { profilesQuery } from "../api/counseling-profile-api";
import { ProfileEditor } from "../components/profile-editor";

export const handle: RouteHandle = { i18n: ["counseling-profile", "date-field"] };

/**
 * A student's application profile, one screen at two addresses (spec 03 §2):
 * /private/counseling/student/{username}/applicationForms and /private/counseling/{id}/applicationForms (the
 * student of counseling class {id}). Either is resolved through GET counseling-profiles, which lists only
 * students the caller may see: anyone else's username or class reads "not found", whichever is asked.
 */
export default function ApplicationProfilePage() {
  const params = useParams();
  const username = params.username;
  const classId = Number(params.id);
  const byClass = username === undefined;
  const valid = byClass ? Number.isInteger(classId) && classId > 0 : username !== "";
  const found = useQuery({
    ...profilesQuery(
      byClass ? { session_class_id: classId, page: 1, page_size: 1 } : { username, page: 1, page_size: 1 },
    ),
    enabled: valid,
  });
  if (!valid) return <NotFoundPage />;
  if (found.isError) return <LoadErrorPage error={found.error} onRetry={() => found.refetch()} />;
  if (!found.data) return <PageLoader />;
  const row = byClass
    ? found.data.data[0]
    : found.data.data.find((candidate) => candidate.student.username === username);
  if (!row) return <NotFoundPage />;
  const base = byClass
    ? `/private/counseling/${classId}/applicationForms`
    : `/private/counseling/student/${encodeURIComponent(username)}/applicationForms`;
  return <ProfileEditor studentId={row.student_user_id} base={base} />;
}
