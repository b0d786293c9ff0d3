import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPagination } from "../../../components/data-list";
import { formatDate } from "../../../lib/format-date";
import { formatMoney } from "../../../lib/format-money";
import { bankTransfersQuery } from "../api/billing-api";

/**
 * Parents' bank transfers (Taiwan) awaiting verification, with the last five digits of the
 * paying account and the open bills each may belong to (the bill named, the same amount, an account
 * the family paid from before). Verifying happens on the bill's page. Oldest first, 50 a page.
 */
export function BankTransfers() {
  const { t } = useTranslation("billing");
  const [page, setPage] = useState(1);
  const transfers = useQuery(bankTransfersQuery(page));
  const list = transfers.data;
  const rows = list?.data ?? [];
  // Transfers and the bills they may pay, in whatever currencies: NT$ / US$ / ¥ where two meet.
  const among = rows.flatMap((row) => [
    row.transaction.original_currency,
    ...row.candidates.map((bill) => bill.price_currency),
  ]);
  if (!list || list.total === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="bank-transfers">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("transfers.title", { count: list.total })}
        </Title>
        {rows.map(({ transaction, parent_name, candidates }) => (
          <Stack key={transaction.id} gap={4} data-testid={`bank-transfer-${transaction.id}`}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={`/bill/${transaction.order_id}`} fw={600}>
                {formatMoney(transaction.original_price, transaction.original_currency, { among })}
              </Anchor>
              <Text size="sm">{parent_name}</Text>
              <Text size="sm" c="gray.7">
                {formatDate(transaction.date)}
              </Text>
              {transaction.account_last5 && (
                <Badge variant="outline" size="sm">
                  {t("transfers.last5", { digits: transaction.account_last5 })}
                </Badge>
              )}
            </Group>
            {candidates.length > 0 && (
              <Group gap="xs" pl="md" wrap="wrap">
                <Text size="xs" c="gray.7">
                  {t("transfers.candidates")}
                </Text>
                {candidates.map((bill) => (
                  <Anchor key={bill.order_id} component={Link} to={`/bill/${bill.order_id}`} size="xs">
                    {bill.title} ({formatMoney(bill.outstanding, bill.price_currency, { among })}
                    {bill.reasons.length > 0 &&
                      ` · ${bill.reasons.map((r) => t(`transfers.reasons.${r}`)).join(", ")}`}
                    )
                  </Anchor>
                ))}
              </Group>
            )}
          </Stack>
        ))}
        <ListPagination list={list} page={page} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
