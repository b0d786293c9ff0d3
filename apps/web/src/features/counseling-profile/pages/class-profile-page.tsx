import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { profilesQuery } from "../api/counseling-profile-api";
import { ProfileEditor } from "../components/profile-editor";

export const handle: RouteHandle = { i18n: ["counseling-profile", "date-field"] };

/**
 * /private/counseling/{id}/applicationForms: the profile of the student of counseling class {id} (a
 * counseling class holds one student). GET counseling-profiles with the class id answers that student only
 * to someone who may see them.
 */
export default function ClassProfilePage() {
  const classId = Number(useParams().id);
  const valid = Number.isInteger(classId) && classId > 0;
  const found = useQuery({
    ...profilesQuery({ session_class_id: classId, page: 1, page_size: 1 }),
    enabled: valid,
  });
  if (!valid) return <NotFoundPage />;
  if (found.isError) return <LoadErrorPage error={found.error} onRetry={() => found.refetch()} />;
  if (!found.data) return <PageLoader />;
  const row = found.data.data[0];
  if (!row) return <NotFoundPage />;
  return (
    <ProfileEditor studentId={row.student_user_id} base={`/private/counseling/${classId}/applicationForms`} />
  );
}
