import type { PayrollDetail } from "@edu/shared/payroll";
import { Alert, Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { formatMoney } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { statementQuery } from "../api/payroll-api";
import { AdminActions } from "../components/admin-actions";
import { PeriodRange, PeriodTitle } from "../components/period-text";
import { StateBadge } from "../components/state-badge";
import { StatementItems } from "../components/statement-items";
import { TeacherReview } from "../components/teacher-review";
import { canSeePayroll, methodLabel, periodTitle, positiveId } from "../lib/format";
import { statementPaymentPath } from "../lib/payment-form";

export const handle: RouteHandle = { i18n: ["payroll", "data-list"] };

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * /{teacherId}/salary/{salaryId}: one salary statement. Admins act on it (send, confirm for the
 * teacher, payments, reset, delete); the teacher confirms it or raises a problem item by item. A
 * top-level dynamic path: anything but two positive integer ids is the not-found page. Someone payroll
 * is not for (a parent, a student) meets the no-permission page; a refused or missing statement, or one
 * asked for under another teacher's id, the page saying so, not a toast over a spinner.
 */
export default function StatementDetailPage() {
  const { t } = useTranslation("payroll");
  const locale = useLocale();
  const params = useParams();
  const teacherId = positiveId(params.teacherId);
  const salaryId = positiveId(params.salaryId);
  const viewer = useViewerRoles();
  const valid = teacherId !== null && salaryId !== null;
  const statement = useQuery({ ...statementQuery(salaryId ?? 0), enabled: valid && canSeePayroll(viewer) });
  if (!valid) return <Navigate to="/404" replace />;
  if (viewer.user && !canSeePayroll(viewer)) return <NoPermissionPage reason={t("teachersOnly")} />;
  if (statement.isError) return <LoadErrorPage error={statement.error} onRetry={() => statement.refetch()} />;
  const data = statement.data;
  if (data && data.teacher.id !== teacherId) return <NotFoundPage />;
  // The page is named like its heading, in the reader's language; the admin's own label follows.
  const title = data
    ? `${periodTitle(t, locale, data.period_start, data.period_end)} · ${data.title}`
    : t("detail.title");

  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to="/salary" size="sm">
          {t("backToList")}
        </Anchor>
        {!data || !viewer.user ? (
          <PageLoader />
        ) : (
          <StatementView statement={data} isAdmin={viewer.isAdmin} viewerId={viewer.user.id} />
        )}
      </Stack>
    </Container>
  );
}

function StatementView({
  statement,
  isAdmin,
  viewerId,
}: {
  statement: PayrollDetail;
  isAdmin: boolean;
  viewerId: number;
}) {
  const { t } = useTranslation("payroll");
  // One statement, one currency: the spec's $ (or ¥).
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const owner = viewerId === statement.teacher.id;
  const reviewing = owner && statement.can.problem;
  const openProblems = statement.problems.filter((p) => p.resolved_at === null);
  const billing = statement.billing;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Group gap="sm" align="center">
          <Title order={1}>
            <PeriodTitle start={statement.period_start} end={statement.period_end} />
          </Title>
          <StateBadge state={statement.state} testId="statement-state" />
        </Group>
        <Text c="gray.7" data-testid="statement-label">
          {statement.title}
        </Text>
      </Stack>
      {isAdmin && <AdminActions statement={statement} />}
      {openProblems.map((p) => (
        <Alert
          key={p.id}
          color="red"
          title={t("detail.problemTitle", { date: formatDateTime(p.created_at) })}
        >
          {p.description}
        </Alert>
      ))}
      {statement.confirmed_for_teacher && <Alert color="blue">{t("detail.confirmedByAdmin")}</Alert>}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Field label={t("fields.teacher")}>{displayName(statement.teacher)}</Field>
          <Field label={t("fields.period")}>
            <PeriodRange start={statement.period_start} end={statement.period_end} />
          </Field>
          <Field label={t("fields.paymentMethod")}>{methodLabel(t, statement.payment_method)}</Field>
          <Field label={t("fields.total")} testId="detail-total">
            {money(statement.total)}
          </Field>
          <Field label={t("fields.paid")}>{money(statement.paid_amount)}</Field>
          <Field label={t("fields.outstanding")} testId="detail-outstanding">
            {money(statement.outstanding)}
          </Field>
          <Field label={t("fields.sentAt")}>{formatDateTime(statement.sent_at)}</Field>
          <Field label={t("fields.confirmedAt")}>{formatDateTime(statement.confirmed_at)}</Field>
        </SimpleGrid>
        {statement.note && (
          <Text mt="sm" size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {statement.note}
          </Text>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md" data-testid="billing-info">
        <Title order={2} size="h5" mb="xs">
          {t("billing.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Field label={t("billing.officialName")}>{billing.official_name ?? "—"}</Field>
          <Field label={t("billing.ssn")}>{billing.ssn ?? "—"}</Field>
          <Field label={t("billing.bankAccount")}>{billing.bank_account ?? "—"}</Field>
          <Field label={t("billing.paymentMethod")}>{billing.payment_method ?? "—"}</Field>
        </SimpleGrid>
        {billing.masked && (
          <Text size="xs" c="gray.7" mt="xs">
            {t("billing.masked")}
          </Text>
        )}
      </Paper>

      {reviewing ? (
        <TeacherReview statement={statement} />
      ) : (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("detail.items")}
          </Title>
          <StatementItems items={statement.items} />
        </Stack>
      )}

      {statement.payments.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("detail.payments")}
          </Title>
          {statement.payments.map((p) => (
            <Paper key={p.payment_id} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">
                  {formatDate(p.paid_on)} · {methodLabel(t, p.method)}
                  {p.reference ? ` · ${p.reference}` : ""}
                </Text>
                <Text fw={600}>{money(p.amount)}</Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {isAdmin && statement.can.pay && (
        <Anchor component={Link} to={statementPaymentPath(statement)} size="sm">
          {t("detail.paymentForTeacher")}
        </Anchor>
      )}
      {statement.problems.length > openProblems.length && (
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t("detail.resolvedProblems")}
          </Title>
          {statement.problems
            .filter((p) => p.resolved_at !== null)
            .map((p) => (
              <Text key={p.id} size="sm" c="gray.7">
                {formatDate(p.created_at)}: {p.description}
              </Text>
            ))}
        </Stack>
      )}
    </Stack>
  );
}
