import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { useViewerRoles } from "../../auth";

/** Pages for teachers and staff (the server's TEACHING list): anyone else is told so, not shown an empty page. */
export function TeachingGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation("test-grading");
  const { isPending, isTeacher, isStaff } = useViewerRoles();
  if (isPending) return <PageLoader />;
  if (!isTeacher && !isStaff) return <NoPermissionPage reason={t("common.notAllowed")} />;
  return <>{children}</>;
}
