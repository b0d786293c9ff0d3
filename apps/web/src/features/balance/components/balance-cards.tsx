import type { BalanceSummary } from "@edu/shared";
import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";

/** A parent's balance per currency: available (spendable) and pending (held apart until verified). */
export function BalanceCards({ summary }: { summary: BalanceSummary }) {
  const { t } = useTranslation("balance");
  if (summary.accounts.length === 0) {
    return (
      <Card withBorder data-testid="balance-empty">
        <Text c="gray.7">
          {t("summary.none", { amount: formatMoney(0, summary.default_currency, { code: true }) })}
        </Text>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {summary.accounts.map((account) => (
        <Card key={account.currency} withBorder data-testid={`balance-${account.currency}`}>
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t("summary.available", { currency: account.currency })}
              {account.currency === summary.account_balance_currency && ` · ${t("summary.main")}`}
            </Text>
            <Text size="xl" fw={700} data-testid={`available-${account.currency}`}>
              {formatMoney(account.available, account.currency, { distinct: true })}
            </Text>
            <Text size="sm" c="gray.7" data-testid={`pending-${account.currency}`}>
              {t("summary.pending", {
                amount: formatMoney(account.pending, account.currency, { distinct: true }),
              })}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
