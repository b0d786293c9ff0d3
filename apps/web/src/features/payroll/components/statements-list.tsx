import type { PayrollState, PayrollSummary } from "@edu/shared/payroll";
import { Anchor, Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminList, type DataListColumn } from "../../../components/data-list";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { moneyAmong } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { useLocale } from "../../../lib/use-locale";
import { statementsQuery } from "../api/payroll-api";
import { periodTitle } from "../lib/format";
import { PeriodRange, PeriodTitle } from "./period-text";
import { StateBadge } from "./state-badge";

const UNPAID_STATES = ["created", "confirm_pending", "problem", "confirmed"] as const;

/**
 * Salary statements, unpaid (optionally one state) or paid, each with its state badge (payroll/unpaid,
 * payroll/paid; a teacher gets only their own from the server).
 */
export function StatementsList({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation("payroll");
  const locale = useLocale();
  const [tab, setTab] = useState<"unpaid" | "paid">("unpaid");
  const [state, setState] = useState<(typeof UNPAID_STATES)[number] | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useQuery(statementsQuery({ page, tab, state: tab === "unpaid" ? state : undefined }));
  // Statements in several currencies meet in this list: NT$ / US$ / ¥ then, else the spec's $.
  const showMoney = moneyAmong((list.data?.data ?? []).map((row) => row.currency));
  const columns: DataListColumn<PayrollSummary>[] = [
    {
      key: "title",
      header: t("fields.title"),
      primary: true,
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/${row.teacher.id}/salary/${row.id}`} fw={600}>
            <PeriodTitle start={row.period_start} end={row.period_end} />
          </Anchor>
          <Text size="sm" c="gray.7">
            {row.title}
          </Text>
        </Stack>
      ),
      csv: (row) => `${periodTitle(t, locale, row.period_start, row.period_end)} (${row.title})`,
    },
    ...(isAdmin
      ? [
          {
            key: "teacher",
            header: t("fields.teacher"),
            cell: (row: PayrollSummary) => displayName(row.teacher),
            csv: (row: PayrollSummary) => displayName(row.teacher),
          },
        ]
      : []),
    {
      key: "period",
      header: t("fields.period"),
      cell: (row) => <PeriodRange start={row.period_start} end={row.period_end} />,
      csv: (row) => `${formatDate(row.period_start)} – ${formatDate(row.period_end)}`,
    },
    {
      key: "state",
      header: t("fields.state"),
      cell: (row) => <StateBadge state={row.state} />,
      csv: (row) => t(`states.${row.state}`),
    },
    {
      key: "total",
      header: t("fields.total"),
      cell: (row) => showMoney(row.total, row.currency),
      csv: (row) => showMoney(row.total, row.currency),
    },
    {
      key: "outstanding",
      header: t("fields.outstanding"),
      cell: (row) => showMoney(row.outstanding, row.currency),
    },
    { key: "sent", header: t("fields.sentAt"), cell: (row) => formatDateTime(row.sent_at) },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t("list.statements")}
      </Title>
      <AdminList
        query={list}
        page={page}
        onPage={setPage}
        filters={
          <Group gap="sm" align="flex-end">
            <SegmentedControl
              aria-label={t("list.statements")}
              value={tab}
              onChange={(value) => {
                setTab(value as "unpaid" | "paid");
                setPage(1);
              }}
              data={[
                { value: "unpaid", label: t("list.unpaid") },
                { value: "paid", label: t("list.paid") },
              ]}
            />
            {tab === "unpaid" && (
              <Select
                label={t("fields.state")}
                placeholder={t("list.allStates")}
                clearable
                data={UNPAID_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
                value={state ?? null}
                onChange={(value) => {
                  setState((value as Exclude<PayrollState, "paid"> | null) ?? undefined);
                  setPage(1);
                }}
                w={200}
              />
            )}
          </Group>
        }
        columns={columns}
        rowKey={(row) => row.id}
        label={t("list.statements")}
        testId="statements"
        rowProps={(row) => ({ "data-state": row.state })}
        empty={<Text c="gray.7">{t("list.noStatements")}</Text>}
        total
        minWidth={820}
      />
    </Stack>
  );
}
