import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { useViewerRoles } from "../../auth";

/** Content screens are for admins (edit) and staff (read; contact messages and short links too). */
export function AdminAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation("content-admin");
  const { isPending, isStaff } = useViewerRoles();
  if (isPending) return <PageLoader />;
  if (!isStaff) return <NoPermissionPage reason={t("access.message")} />;
  return <>{children}</>;
}
