import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { ledgerQuery, paymentQuery } from "../api/payroll-api";
import { PaymentForm } from "../components/payment-form";
import { positiveId } from "../lib/format";
import { currencyFromSearch } from "../lib/payment-form";

export const handle: RouteHandle = { i18n: ["payroll"] };

/**
 * /payment/create, /payment/edit/{teacherPaymentId} and /salary/teacher/{teacherId}/payment/create
 * (the teacher given; `?currency=` from a statement): record or correct a teacher payment. Admins only:
 * anyone else meets the no-permission page (the server refuses them too).
 */
export default function PaymentFormPage() {
  const { t } = useTranslation("payroll");
  const params = useParams();
  // Opened from a statement: `?currency=` is the statement's (a CNY or USD statement is paid in it).
  const [search] = useSearchParams();
  const currency = currencyFromSearch(search);
  const viewer = useViewerRoles();
  const teacherId = params.teacherId === undefined ? undefined : positiveId(params.teacherId);
  const paymentId = params.teacherPaymentId === undefined ? undefined : positiveId(params.teacherPaymentId);
  const valid = teacherId !== null && paymentId !== null;
  const enabled = valid && viewer.isAdmin;
  const payment = useQuery({ ...paymentQuery(paymentId ?? 0), enabled: enabled && paymentId !== undefined });
  // The teacher's name for the fixed-teacher route (the ledger answers it with the balances).
  const ledger = useQuery({ ...ledgerQuery(teacherId ?? 0), enabled: enabled && teacherId !== undefined });
  if (!valid) return <Navigate to="/404" replace />;
  if (viewer.user && !viewer.isAdmin) return <NoPermissionPage reason={t("adminOnly")} />;
  const failed = payment.isError ? payment : ledger.isError ? ledger : null;
  if (failed) return <LoadErrorPage error={failed.error} onRetry={() => failed.refetch()} />;
  const title = paymentId !== undefined ? t("payments.editTitle") : t("payments.createTitle");

  let body: ReactNode;
  if (!viewer.user) body = <PageLoader />;
  else if (paymentId !== undefined)
    body = payment.data ? <PaymentForm key={paymentId} payment={payment.data} /> : <PageLoader />;
  else if (teacherId !== undefined)
    body = ledger.data ? (
      <PaymentForm key={teacherId} teacher={ledger.data.teacher} currency={currency} />
    ) : (
      <PageLoader />
    );
  else body = <PaymentForm currency={currency} />;

  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to="/payment" size="sm">
          {t("payments.back")}
        </Anchor>
        <Title order={1}>{title}</Title>
        {body}
      </Stack>
    </Container>
  );
}
