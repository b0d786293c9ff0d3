import { Alert, Container } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { useSession } from "../../auth";

/** Content screens are for admins (edit) and staff (read; contact messages and short links too). */
export function useContentRoles() {
  const { user, isPending } = useSession();
  const roles: readonly string[] = user?.all_roles ?? [];
  const isAdmin = roles.includes("admin");
  return { isPending, isAdmin, canRead: isAdmin || roles.includes("staff") };
}

export function AdminAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation("content-admin");
  const { isPending, canRead } = useContentRoles();
  if (isPending) return <PageLoader />;
  if (!canRead)
    return (
      <Container size="sm" py="lg">
        <Alert color="orange" title={t("access.title")}>
          {t("access.message")}
        </Alert>
      </Container>
    );
  return <>{children}</>;
}
