import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Marks money from the payment sandbox wherever it shows: it was never paid. */
export function TestMoneyBadge({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const { t } = useTranslation("balance");
  return (
    <Badge size={size} color="orange" variant="filled" title={t("testMoney.help")} data-testid="test-money">
      {t("testMoney.badge")}
    </Badge>
  );
}
