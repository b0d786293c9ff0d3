import type { TeacherBalance } from "@edu/shared/payroll";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { moneyAmong } from "../../../lib/format-money";

/**
 * A teacher's figures per currency: earned, paid, awaiting confirmation (statements sent and not yet
 * confirmed, counted as their rows show them) and outstanding (confirmed, not yet paid).
 */
export function BalanceCards({ balances, testId }: { balances: readonly TeacherBalance[]; testId?: string }) {
  const { t } = useTranslation("payroll");
  // Cards per currency: NT$ / US$ / ¥ when a teacher has more than one, the spec's $ when one.
  const showMoney = moneyAmong(balances.map((b) => b.currency));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid={testId}>
      {balances.map((b) => (
        <Paper key={b.currency} withBorder p="md" radius="md" data-currency={b.currency}>
          <Text size="xs" c="gray.7">
            {b.currency}
          </Text>
          <Text size="sm">
            {t("fields.earned")}: {showMoney(b.earned, b.currency)}
          </Text>
          <Text size="sm">
            {t("fields.paid")}: {showMoney(b.paid, b.currency)}
          </Text>
          <Text size="sm" data-testid="awaiting-confirmation">
            {t("fields.awaitingConfirmation")}: {showMoney(b.awaiting_confirmation, b.currency)}
          </Text>
          <Text fw={700}>
            {t("fields.outstanding")}: {showMoney(b.outstanding, b.currency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
