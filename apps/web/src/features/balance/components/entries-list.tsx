import { type BalanceEntry, type Currency, entryReasonText, normalizeLocale } from "@edu/shared";
import { Anchor, Badge, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListColumn, ListPagination } from "../../../components/data-list";
import { formatDate } from "../../../lib/format-date";
import { moneyAmong } from "../../../lib/format-money";
import { entriesQuery } from "../api/balance-api";
import { TestMoneyBadge } from "./test-money-badge";

/**
 * A parent's ledger entries, newest first, 50 a page, with a currency filter. The balance after each row is
 * the server's: an available row shows the available balance after it; a pending row changes no balance, so
 * it shows the pending total after it, labelled as such. Money reads `NT$` / `US$` / `¥` when the family
 * holds more than one currency (the "all" tab mixes them), the spec's `$` when it holds one.
 */
export function EntriesList({ parentId, currencies }: { parentId: number; currencies: Currency[] }) {
  const { t } = useTranslation("balance");
  const money = moneyAmong(currencies);
  const [page, setPage] = useState(1);
  const [currency, setCurrency] = useState<Currency | "all">("all");
  const list = useQuery(entriesQuery(parentId, page, currency === "all" ? undefined : currency));

  const columns: DataListColumn<BalanceEntry>[] = [
    {
      key: "date",
      header: t("entries.date"),
      primary: true,
      cell: (entry) => (
        <Anchor component={Link} to={`/balance/parent/${parentId}/balanceTransaction/${entry.id}`}>
          {formatDate(entry.created_at)}
        </Anchor>
      ),
    },
    {
      key: "kind",
      header: t("entries.kind"),
      cell: (entry) => (
        <Group gap={4}>
          <Text size="sm">{t(`kinds.${entry.kind}`)}</Text>
          {entry.kind === "sandbox_deposit" && <TestMoneyBadge size="xs" />}
          {entry.bucket === "pending" && (
            <Badge size="xs" color="yellow" variant="light">
              {t("entries.pendingBadge")}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "amount",
      header: t("entries.amount"),
      cell: (entry) => (
        <Text size="sm" fw={600} c={entry.amount < 0 ? "red" : "teal"}>
          {money(entry.amount, entry.currency, { signed: true })}
        </Text>
      ),
    },
    {
      key: "balance",
      header: t("entries.balanceAfter"),
      cell: (entry) => <BalanceAfter entry={entry} money={money} />,
    },
    {
      key: "reason",
      header: t("entries.reason"),
      cell: (entry) => <EntryReason entry={entry} />,
    },
  ];

  return (
    <Stack gap="sm">
      {currencies.length > 1 && (
        <SegmentedControl
          aria-label={t("entries.currency")}
          value={currency}
          onChange={(value) => {
            setCurrency(value as Currency | "all");
            setPage(1);
          }}
          data={[
            { value: "all", label: t("entries.allCurrencies") },
            ...currencies.map((c) => ({ value: c, label: c })),
          ]}
        />
      )}
      <DataList
        label={t("entries.title")}
        rowKey={(entry) => entry.id}
        testId="balance-entries"
        items={list.data?.data ?? []}
        columns={columns}
        loading={list.isPending}
        empty={t("entries.empty")}
      />
      {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
    </Stack>
  );
}

/**
 * Why the entry exists, in the reader's language: a reason the system wrote is a code rendered from the
 * shared texts (its bill named in it); what an admin typed is shown as typed, after its bill.
 */
function EntryReason({ entry }: { entry: BalanceEntry }) {
  const { t, i18n } = useTranslation("balance");
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language) ?? "en";
  const text = entryReasonText(locale, entry);
  if (entry.order_id && entry.reason_params?.bill !== entry.order_id) {
    return <>{t("entries.forBill", { id: entry.order_id, reason: text })}</>;
  }
  return <>{text || "—"}</>;
}

/** The available balance after an available row; on a pending row, the labelled pending total after it. */
function BalanceAfter({
  entry,
  money,
}: {
  entry: BalanceEntry;
  money: (amount: number, currency: Currency) => string;
}) {
  const { t } = useTranslation("balance");
  if (entry.available_after !== null) return <>{money(entry.available_after, entry.currency)}</>;
  if (entry.pending_after === null) return <>—</>;
  return (
    <Text size="sm" c="gray.7" component="span" data-testid="pending-total">
      {t("entries.pendingTotal", { amount: money(entry.pending_after, entry.currency) })}
    </Text>
  );
}
