import { Alert, Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatMoney } from "../../../lib/format-money";
import { useViewerRoles } from "../../auth";
import { billQuery, paymentsQuery } from "../api/billing-api";
import { BankAccount } from "../components/bank-account";
import { PaymentForm } from "../components/payment-form";

export const handle: RouteHandle = { i18n: ["billing"] };

/**
 * /bill/parents/transaction/{billId}: the parent tells us about a bank transfer, with a proof image, next
 * to the school's bank account. A bill the reader may not see, or that does not exist, is said as a page.
 */
export default function ParentTransactionPage() {
  const { t } = useTranslation("billing");
  const params = useParams();
  const billId = Number(params.billId);
  const valid = Number.isInteger(billId) && billId > 0;
  const viewer = useViewerRoles();
  const signedIn = Boolean(viewer.user);
  const bill = useQuery({ ...billQuery(billId), enabled: valid && signedIn });
  const payments = useQuery({ ...paymentsQuery(billId), enabled: valid && signedIn && Boolean(bill.data) });
  if (!valid) return <Navigate to="/404" replace />;
  if (bill.isError) return <LoadErrorPage error={bill.error} onRetry={() => bill.refetch()} />;
  const outstanding = payments.data?.summary.outstanding ?? bill.data?.amount_due;

  return (
    <Container size="sm" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={bill.data ? t("pay.pageTitle", { title: bill.data.title }) : t("pay.title")} />
      <Stack gap="md">
        <Anchor component={Link} to={`/bill/${billId}`} size="sm">
          {bill.data?.title ?? t("detail.title")}
        </Anchor>
        <Title order={1}>{t("pay.title")}</Title>
        {!bill.data ? (
          <PageLoader />
        ) : (
          <>
            <Text size="sm">
              {t("pay.intro", {
                title: bill.data.title,
                due: formatMoney(outstanding ?? 0, bill.data.price_currency),
              })}
            </Text>
            <BankAccount />
            {bill.data.payment_info && (
              <Alert color="blue" title={t("detail.paymentInfo")} style={{ whiteSpace: "pre-wrap" }}>
                {bill.data.payment_info}
              </Alert>
            )}
            <Paper withBorder p="md">
              <PaymentForm billId={billId} currency={bill.data.price_currency} />
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
