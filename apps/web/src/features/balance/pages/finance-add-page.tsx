import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { AdjustmentForm } from "../components/adjustment-form";

export const handle: RouteHandle = { i18n: ["balance"] };

/** /finance/add: an admin's adjustment of a family balance (a ledger entry with a reason; audited). */
export default function FinanceAddPage() {
  const { t } = useTranslation("balance");
  const viewer = useViewerRoles();
  const [searchParams] = useSearchParams();
  if (viewer.isPending) return <PageLoader />;
  if (!viewer.isAdmin) return <NoPermissionPage reason={t("adminOnly")} />;
  return (
    <Container size="sm" py="lg">
      <PageTitle title={t("adjust.title")} />
      <Stack gap="md">
        <Title order={1}>{t("adjust.title")}</Title>
        <Text c="gray.7" size="sm">
          {t("adjust.help")}
        </Text>
        <AdjustmentForm initialParentId={Number(searchParams.get("parent")) || null} />
      </Stack>
    </Container>
  );
}
