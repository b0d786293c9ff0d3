import { moneyAmong, RECEIVABLE_DUE_STATES, type ReceivableSummary } from "@edu/shared";
import { Anchor, Badge, Button, Container, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls, useRowDelete } from "../../../components/data-list";
import { DateField } from "../../../components/date-field/date-field";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import {
  deleteReceivable,
  fetchReceivablePage,
  type ReceivableFilters,
  receivableListQuery,
  receivablesKeys,
} from "../api/receivables-api";
import classes from "../components/receivables.module.css";
import { DUE_COLORS } from "../lib/receivable-form";

export const handle: RouteHandle = { i18n: ["receivables", "data-list"] };

const WINDOWS = ["7", "14", "30", "60", "90"];

/**
 * /receivable: future receivables, what falls due first first (overdue and due-soon rows stand out);
 * filters by due state, due window, currency and text; 50 a page; CSV of the filter. Staff read,
 * admins create, edit and delete.
 */
export default function ReceivablesPage() {
  const { t } = useTranslation("receivables");
  const viewer = useViewerRoles();
  const controls = useListControls();
  const [due, setDue] = useState<string | null>(null);
  const [dueWindow, setDueWindow] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [range] = useDebouncedValue({ from, to }, 300);
  const filters: ReceivableFilters = {
    q: controls.q || undefined,
    due: due ?? undefined,
    due_within_days: dueWindow ? Number(dueWindow) : undefined,
    currency: currency ?? undefined,
    from: range.from || undefined,
    to: range.to || undefined,
  };
  const list = useQuery({ ...receivableListQuery(controls.page, filters), enabled: viewer.isStaff });
  const remove = useRowDelete({
    mutationFn: deleteReceivable,
    invalidate: receivablesKeys.all,
    message: t("deleted"),
    labels: { delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") },
  });

  if (!viewer.isPending && !viewer.isStaff) return <NoPermissionPage reason={t("adminsOnly")} />;

  // Receivables in several currencies meet in this list: NT$ / US$ / ¥ then, else the spec's $.
  const money = moneyAmong((list.data?.data ?? []).map((row) => row.price_currency));
  const columns: DataListColumn<ReceivableSummary>[] = [
    {
      key: "title",
      header: t("fields.title"),
      primary: true,
      cell: (row) => (
        <Anchor component={Link} to={`/receivable/${row.id}`}>
          {row.title}
        </Anchor>
      ),
      csv: (row) => row.title,
    },
    {
      key: "user",
      header: t("fields.user"),
      cell: (row) => displayName(row.user),
      csv: (row) => displayName(row.user),
    },
    {
      key: "next",
      header: t("fields.nextDate"),
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <span>{formatDate(row.receivable_date)}</span>
          <Badge color={DUE_COLORS[row.due_state]} variant={row.due_state === "later" ? "light" : "filled"}>
            {t(`due.${row.due_state}`)}
          </Badge>
        </Group>
      ),
      csv: (row) => formatDate(row.receivable_date, ""),
    },
    {
      key: "dueState",
      header: t("fields.dueState"),
      cell: () => null,
      csvOnly: true,
      csv: (row) => t(`due.${row.due_state}`),
    },
    {
      key: "outstanding",
      header: t("fields.outstanding"),
      cell: (row) => money(row.outstanding_price, row.price_currency),
      csv: (row) => money(row.outstanding_price, row.price_currency),
    },
    {
      key: "total",
      header: t("fields.total"),
      cell: (row) => money(row.price, row.price_currency),
      csv: (row) => money(row.price, row.price_currency),
    },
    {
      key: "items",
      header: t("fields.itemCount"),
      cell: (row) => row.item_count,
      csv: (row) => row.item_count,
    },
  ];
  if (viewer.isAdmin)
    columns.push({
      key: "actions",
      header: t("list.actions"),
      actions: true,
      cell: (row) => (
        <>
          <Button size="xs" variant="light" component={Link} to={`/receivable/edit/${row.id}`}>
            {t("edit")}
          </Button>
          {remove.buttons(row.id)}
        </>
      ),
    });

  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("list.title")}</Title>
          {viewer.isAdmin && (
            <Button component={Link} to="/receivable/create" leftSection={<IconPlus size={16} />}>
              {t("list.create")}
            </Button>
          )}
        </Group>
        <Text c="gray.7" size="sm">
          {t("list.intro")}
        </Text>
        <AdminList
          query={list}
          {...controls.bind(t("list.search"))}
          filters={
            <>
              <Select
                label={t("filters.due")}
                placeholder={t("filters.any")}
                data={RECEIVABLE_DUE_STATES.map((state) => ({ value: state, label: t(`due.${state}`) }))}
                value={due}
                onChange={controls.resetting(setDue)}
                clearable
                w={160}
              />
              <Select
                label={t("filters.window")}
                placeholder={t("filters.any")}
                data={WINDOWS.map((days) => ({
                  value: days,
                  label: t("filters.days", { count: Number(days) }),
                }))}
                value={dueWindow}
                onChange={controls.resetting(setDueWindow)}
                clearable
                w={160}
              />
              <Select
                label={t("fields.currency")}
                placeholder={t("filters.any")}
                data={["TWD", "USD", "CNY"]}
                value={currency}
                onChange={controls.resetting(setCurrency)}
                clearable
                w={120}
              />
              <DateField
                label={t("filters.from")}
                value={from}
                onChange={(value) => controls.resetting(setFrom)(value)}
                w={160}
              />
              <DateField
                label={t("filters.to")}
                value={to}
                onChange={(value) => controls.resetting(setTo)(value)}
                w={160}
              />
            </>
          }
          total
          csv={{ filename: "receivables.csv", fetchPage: (page) => fetchReceivablePage(page, filters) }}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({
            "data-due": row.due_state,
            className:
              row.due_state === "overdue"
                ? classes.overdue
                : row.due_state === "due_soon"
                  ? classes.dueSoon
                  : undefined,
          })}
          label={t("list.title")}
          testId="receivables-table"
          empty={<Text>{t("list.empty")}</Text>}
          minWidth={860}
        />
      </Stack>
    </Container>
  );
}
