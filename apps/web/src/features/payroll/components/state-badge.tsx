import type { PayrollState } from "@edu/shared/payroll";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const STATE_COLORS: Record<PayrollState, string> = {
  created: "gray.8",
  confirm_pending: "blue.9",
  confirmed: "cyan.9",
  problem: "red.9",
  paid: "teal.9",
};

/** A statement's state (derived by the server: created, sent, confirmed, problem, paid). */
export function StateBadge({ state, testId }: { state: PayrollState; testId?: string }) {
  const { t } = useTranslation("payroll");
  return (
    <Badge variant="outline" color={STATE_COLORS[state]} data-state={state} data-testid={testId}>
      {t(`states.${state}`)}
    </Badge>
  );
}
