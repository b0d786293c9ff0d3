import { Alert, Container } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";

/** Content screens are for admins (edit) and staff (read; contact messages and short links too). */
export function AdminAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation("content-admin");
  const { isPending, isStaff } = useViewerRoles();
  if (isPending) return <PageLoader />;
  if (!isStaff)
    return (
      <Container size="sm" py="lg">
        <Alert color="orange" title={t("access.title")}>
          {t("access.message")}
        </Alert>
      </Container>
    );
  return <>{children}</>;
}
