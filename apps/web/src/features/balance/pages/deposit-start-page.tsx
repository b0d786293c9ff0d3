import { Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { mySummaryQuery, providersQuery } from "../api/balance-api";
import { DepositForm } from "../components/deposit-form";

export const handle: RouteHandle = { i18n: ["balance"] };

/** /stripe (and /stripe/deposit opened without a deposit): a parent adds money to the family balance. */
export default function DepositStartPage() {
  const { t } = useTranslation("balance");
  const viewer = useViewerRoles();
  const enabled = Boolean(viewer.user) && viewer.isParent;
  const providers = useQuery({ ...providersQuery(), enabled });
  const summary = useQuery({ ...mySummaryQuery(), enabled });
  if (viewer.isPending) return <PageLoader />;
  if (!viewer.isParent) return <NoPermissionPage reason={t("parentsOnly")} />;
  if (providers.isError) return <LoadErrorPage error={providers.error} onRetry={() => providers.refetch()} />;
  if (providers.isPending || summary.isPending) return <PageLoader />;
  return (
    <Container size="sm" py="lg">
      <PageTitle title={t("deposit.title")} />
      <Stack gap="md">
        <Title order={1}>{t("deposit.title")}</Title>
        <Text c="gray.7" size="sm">
          {t("deposit.help")}
        </Text>
        <DepositForm
          providers={providers.data}
          defaultCurrency={summary.data?.account_balance_currency ?? "TWD"}
        />
      </Stack>
    </Container>
  );
}
