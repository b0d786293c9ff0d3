import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { billQuery, paymentsQuery } from "../api/billing-api";
import { BillDetail } from "../components/bill-detail";

export const handle: RouteHandle = { i18n: ["billing", "data-list"] };

/**
 * /bill/{billId}: the bill for admins (every action) and for its family's parent (pay, report, receipt).
 * A bill the reader may not see, or that does not exist, is said as a page, not a toast that is gone before it is read.
 */
export default function BillDetailPage() {
  const { t } = useTranslation("billing");
  const params = useParams();
  const billId = Number(params.billId);
  const valid = Number.isInteger(billId) && billId > 0;
  const viewer = useViewerRoles();
  const signedIn = Boolean(viewer.user);
  const bill = useQuery({ ...billQuery(billId), enabled: valid && signedIn });
  // A voided bill keeps no payments view (its money went back as credit; the route answers 404).
  const payments = useQuery({
    ...paymentsQuery(billId),
    enabled: valid && signedIn && Boolean(bill.data) && !bill.data?.voided_at,
  });
  if (!valid) return <Navigate to="/404" replace />;
  if (bill.isError) return <LoadErrorPage error={bill.error} onRetry={() => bill.refetch()} />;

  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={bill.data ? t("detail.pageTitle", { title: bill.data.title }) : t("detail.title")} />
      <Stack gap="md">
        <Anchor component={Link} to="/bill" size="sm">
          {t("backToList")}
        </Anchor>
        {bill.data ? (
          <BillDetail bill={bill.data} payments={payments.data} isAdmin={viewer.isAdmin} />
        ) : (
          <>
            <Title order={1}>{t("detail.title")}</Title>
            <PageLoader />
          </>
        )}
      </Stack>
    </Container>
  );
}
