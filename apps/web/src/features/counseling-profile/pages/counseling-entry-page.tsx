import { Navigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";

export const handle: RouteHandle = { i18n: ["counseling-profile"] };

/**
 * /private/counseling (spec 03 §2): a student (one who is only a student, or a student who is also a
 * parent: the profile is their own) goes to their own application profile; everyone else to the portal.
 */
export default function CounselingEntryPage() {
  const viewer = useViewerRoles();
  if (!viewer.user) return <PageLoader />;
  const ownProfile = viewer.isStudent && !viewer.isTeacher && !viewer.isStaff;
  const to = ownProfile
    ? `/private/counseling/student/${encodeURIComponent(viewer.user.username)}/applicationForms`
    : "/private/counseling/portal";
  return <Navigate to={to} replace />;
}
