import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
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
  return (
    <Container size="sm" py="lg">
      <PageTitle title={t("adjust.title")} />
      <Stack gap="md">
        <Title order={2}>{t("adjust.title")}</Title>
        {viewer.isAdmin ? (
          <>
            <Text c="gray.7" size="sm">
              {t("adjust.help")}
            </Text>
            <AdjustmentForm initialParentId={Number(searchParams.get("parent")) || null} />
          </>
        ) : (
          <Alert color="yellow">{t("adminOnly")}</Alert>
        )}
      </Stack>
    </Container>
  );
}
