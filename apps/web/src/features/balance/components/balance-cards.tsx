import type { BalanceSummary } from "@edu/shared";
import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";

/**
 * A parent's balance per currency, as the server sums it: available (spendable) and pending (held apart
 * until verified) on cards of their own, so a pending amount never reads as spendable. `NT$` / `US$` / `¥`
 * when the family holds more than one currency, the spec's `$` when it holds one.
 */
export function BalanceCards({ summary }: { summary: BalanceSummary }) {
  const { t } = useTranslation("balance");
  if (summary.accounts.length === 0) {
    return (
      <Card withBorder data-testid="balance-empty">
        <Text c="gray.7">{t("summary.none", { amount: formatMoney(0, summary.default_currency) })}</Text>
      </Card>
    );
  }
  const among = summary.accounts.map((account) => account.currency);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {summary.accounts.flatMap((account) => [
        <Card key={`${account.currency}-available`} withBorder data-testid={`balance-${account.currency}`}>
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t("summary.available", { currency: account.currency })}
              {account.currency === summary.account_balance_currency && ` · ${t("summary.main")}`}
            </Text>
            <Text size="xl" fw={700} data-testid={`available-${account.currency}`}>
              {formatMoney(account.available, account.currency, { among })}
            </Text>
          </Stack>
        </Card>,
        <Card
          key={`${account.currency}-pending`}
          withBorder
          bg="gray.0"
          data-testid={`balance-pending-${account.currency}`}
        >
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t("summary.pending", { currency: account.currency })}
            </Text>
            <Text size="lg" fw={600} data-testid={`pending-${account.currency}`}>
              {formatMoney(account.pending, account.currency, { among })}
            </Text>
            <Text size="xs" c="gray.7">
              {t("summary.pendingHelp")}
            </Text>
          </Stack>
        </Card>,
      ])}
    </SimpleGrid>
  );
}
