import { ORDER_STATUSES, type OrderListRow } from "@edu/shared";
import { Anchor, Button, Container, Group, Select, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn } from "../../../components/data-list";
import { DateField } from "../../../components/date-field/date-field";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format-date";
import { moneyAmong } from "../../../lib/format-money";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { type BillTab, billListQuery } from "../api/billing-api";
import { BankTransfers } from "../components/bank-transfers";
import { BillStatusBadge } from "../components/status-badge";
import { type BillListState, readBillFilters, writeBillFilters } from "../lib/list-filters";
import { useSchoolTime } from "../lib/school-time";

export const handle: RouteHandle = { i18n: ["billing", "data-list"] };

/**
 * /bill: admins see every bill (unpaid, paid or void tab; status, parent, receivable dates and keyword
 * filters; 50 a page; CSV of the filter); parents see their family's bills in the same tabs.
 */
export default function BillsPage() {
  const { t } = useTranslation("billing");
  const when = useSchoolTime();
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readBillFilters(searchParams);
  const { tab, filters } = state;
  const allowed = viewer.isAdmin || viewer.isParent;
  const list = useQuery({ ...billListQuery(tab, filters), enabled: Boolean(viewer.user) && allowed });
  const go = (next: BillListState) => setSearchParams(writeBillFilters(next));
  const setFilter = (patch: Partial<BillListState["filters"]>) =>
    go({ tab, filters: { ...filters, ...patch, page: 1 } });

  if (viewer.isPending) {
    return (
      <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
        <PageTitle title={t("list.title")} />
        <Title order={1}>{t("list.title")}</Title>
        <PageLoader />
      </Container>
    );
  }
  const title = viewer.isAdmin ? t("list.title") : t("list.familyTitle");
  // Bills are for the office and families; anyone else is told so as a page, not a toast.
  if (!allowed || (isApiError(list.error) && list.error.status === 403)) {
    return <NoPermissionPage reason={t("list.noAccess")} />;
  }

  // Bills in several currencies meet in this list: NT$ / US$ / ¥ then, else the spec's $.
  const money = moneyAmong((list.data?.data ?? []).map((row) => row.price_currency));
  const columns: DataListColumn<OrderListRow>[] = [
    {
      key: "title",
      header: t("columns.title"),
      primary: true,
      cell: (row) => (
        <>
          <Anchor component={Link} to={`/bill/${row.id}`} fw={600}>
            {row.title}
          </Anchor>
          {row.students.length > 0 && (
            <Text size="xs" c="gray.7">
              {row.students.join(", ")}
            </Text>
          )}
        </>
      ),
      csv: (row) => row.title,
    },
    ...(viewer.isAdmin
      ? [
          {
            key: "parent",
            header: t("columns.parent"),
            cell: (row: OrderListRow) => formatName(row.parent) || `#${row.parent.id}`,
            csv: (row: OrderListRow) => formatName(row.parent),
          },
        ]
      : []),
    {
      key: "total",
      header: t("columns.total"),
      cell: (row) => money(row.amount_due, row.price_currency),
      csv: (row) => money(row.amount_due, row.price_currency),
    },
    {
      key: "status",
      header: t("columns.status"),
      cell: (row) => <BillStatusBadge status={row.status_key} voided={row.voided_at !== null} />,
      csv: (row) => (row.voided_at ? t("statuses.void") : t(`statuses.${row.status_key}`)),
    },
    {
      key: "receivable",
      header: t("columns.receivableDate"),
      cell: (row) => formatDate(row.receivable_date),
      csv: (row) => formatDate(row.receivable_date),
    },
    {
      key: "created",
      header: t("columns.created"),
      cell: (row) => when.date(row.created_at),
      csv: (row) => when.date(row.created_at),
    },
  ];

  const statusOptions = ORDER_STATUSES.filter((status) => status.key !== "paid").map((status) => ({
    value: String(status.code),
    label: t(`statuses.${status.key}`),
  }));

  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          {viewer.isAdmin && (
            <Group gap="sm">
              <Button component={Link} to="/bill/create/enrollment" variant="default">
                {t("unpaid.title")}
              </Button>
              <Button component={Link} to="/bill/create">
                {t("list.create")}
              </Button>
            </Group>
          )}
        </Group>
        {viewer.isAdmin && tab === "unpaid" && <BankTransfers />}
        <Tabs
          value={tab}
          onChange={(value) => go({ tab: (value as BillTab) ?? "unpaid", filters: { page: 1 } })}
        >
          <Tabs.List>
            <Tabs.Tab value="unpaid">{t("list.tabs.unpaid")}</Tabs.Tab>
            <Tabs.Tab value="paid">{t("list.tabs.paid")}</Tabs.Tab>
            <Tabs.Tab value="void">{t("list.tabs.void")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <AdminList
          query={list}
          page={filters.page}
          onPage={(page) => go({ tab, filters: { ...filters, page } })}
          search={
            viewer.isAdmin
              ? {
                  label: t("list.search"),
                  value: filters.q ?? "",
                  onChange: (q) => setFilter({ q: q || undefined }),
                }
              : undefined
          }
          filters={
            viewer.isAdmin && (
              <>
                {tab === "unpaid" && (
                  <Select
                    label={t("list.status")}
                    placeholder={t("list.allStatuses")}
                    data={statusOptions}
                    value={filters.status === undefined ? null : String(filters.status)}
                    onChange={(value) => setFilter({ status: value === null ? undefined : Number(value) })}
                    clearable
                    w={180}
                  />
                )}
                <TextInput
                  label={t("list.parentId")}
                  inputMode="numeric"
                  defaultValue={filters.parent_user_id ? String(filters.parent_user_id) : ""}
                  onBlur={(event) => {
                    const id = Number(event.currentTarget.value);
                    setFilter({ parent_user_id: Number.isInteger(id) && id > 0 ? id : undefined });
                  }}
                  w={120}
                />
                <DateField
                  label={t("list.from")}
                  value={filters.from ?? ""}
                  onChange={(value) => setFilter({ from: value || undefined })}
                  w={160}
                />
                <DateField
                  label={t("list.to")}
                  value={filters.to ?? ""}
                  onChange={(value) => setFilter({ to: value || undefined })}
                  w={160}
                />
              </>
            )
          }
          csv={
            viewer.isAdmin
              ? {
                  filename: `bills-${tab}`,
                  fetchPage: (page) => queryClient.fetchQuery(billListQuery(tab, { ...filters, page })),
                }
              : undefined
          }
          errorTitle={t("list.loadFailed")}
          total={(total, count) => t("list.total", { count, total })}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": `bill-row-${row.id}` })}
          label={title}
          testId="bills-table"
          empty={<Text>{t("list.empty")}</Text>}
          minWidth={860}
        />
      </Stack>
    </Container>
  );
}
