import type { ReceivableItem } from "@edu/shared";
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { formatMoney } from "../../../lib/format-money";
import { displayName, formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { receivableQuery } from "../api/receivables-api";
import { DUE_COLORS } from "../lib/receivable-form";

export const handle: RouteHandle = { i18n: ["receivables", "data-list"] };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** /receivable/{receivableId}: a receivable, its instalments and the rates its totals used. */
export default function ReceivablePage() {
  const { t } = useTranslation("receivables");
  const viewer = useViewerRoles();
  const params = useParams();
  const id = Number(params.receivableId);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...receivableQuery(id), enabled: valid && viewer.isStaff });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.isPending && !viewer.isStaff) return <NoPermissionPage reason={t("adminsOnly")} />;
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  const r = detail.data;
  // Items in another currency than the receivable's meet its total here: NT$ / US$ / ¥ then, else $.
  const among = [r?.price_currency, ...(r?.receivable_order_items ?? []).map((item) => item.price_currency)];
  const columns: DataListColumn<ReceivableItem>[] = [
    { key: "title", header: t("fields.itemTitle"), primary: true, cell: (item) => item.title },
    { key: "date", header: t("fields.receivableDate"), cell: (item) => formatDate(item.receivable_date) },
    { key: "user", header: t("fields.itemUser"), cell: (item) => (item.user ? displayName(item.user) : "—") },
    {
      key: "price",
      header: t("fields.amount"),
      cell: (item) => formatMoney(item.price, item.price_currency, { among }),
    },
    {
      key: "converted",
      header: t("fields.converted"),
      cell: (item) => (r ? formatMoney(item.converted_price, r.price_currency, { among }) : ""),
    },
    {
      key: "billed",
      header: t("fields.billed"),
      cell: (item) =>
        item.bill_id !== null ? (
          <Anchor component={Link} to={`/bill/${item.bill_id}`}>
            {t("item.billedAs", { id: item.bill_id })}
          </Anchor>
        ) : (
          t("item.notBilled")
        ),
    },
  ];
  const rates = r ? Object.entries(r.rates) : [];
  return (
    <Container size="lg" py="lg">
      <PageTitle title={r?.title ?? t("view.metaTitle")} />
      <Stack gap="md">
        {viewer.isStaff && detail.isPending && <PageLoader />}
        {r && (
          <>
            <Group justify="space-between">
              <Title order={1}>{r.title}</Title>
              <Group gap="xs">
                <Button variant="default" component={Link} to="/receivable">
                  {t("view.back")}
                </Button>
                {viewer.isAdmin && (
                  <Button component={Link} to={`/receivable/edit/${r.id}`}>
                    {t("edit")}
                  </Button>
                )}
                {viewer.isAdmin && (
                  <Button variant="light" component={Link} to="/bill/create">
                    {t("view.toBill")}
                  </Button>
                )}
              </Group>
            </Group>
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                <Field label={t("fields.user")}>{displayName(r.user)}</Field>
                <Field label={t("fields.total")}>{formatMoney(r.price, r.price_currency, { among })}</Field>
                <Field label={t("fields.outstanding")}>
                  {formatMoney(r.outstanding_price, r.price_currency, { among })}
                </Field>
                <Field label={t("fields.nextDate")}>
                  <Group gap={6}>
                    <span>{formatDate(r.receivable_date)}</span>
                    <Badge color={DUE_COLORS[r.due_state]}>{t(`due.${r.due_state}`)}</Badge>
                  </Group>
                </Field>
                <Field label={t("fields.enrollment")}>
                  {r.item
                    ? `${r.item.course_session_title} — ${formatName({ first_name: r.item.student_first_name, last_name: r.item.student_last_name })}`
                    : "—"}
                </Field>
                <Field label={t("fields.rates")}>
                  {rates.length === 0
                    ? t("view.noConversion")
                    : rates.map(([code, rate]) => t("view.rate", { code, rate })).join(" · ")}
                </Field>
                <Field label={t("fields.updatedAt")}>{formatDateTime(r.updated_at)}</Field>
              </SimpleGrid>
              {r.note && (
                <Text mt="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {r.note}
                </Text>
              )}
            </Paper>
            <Title order={2} size="h3">
              {t("form.items")}
            </Title>
            <DataList
              items={r.receivable_order_items}
              columns={columns}
              rowKey={(item) => item.id}
              label={t("form.items")}
              testId="receivable-items"
              minWidth={700}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
