import { ORDER_STATUSES, type OrderStatusKey, orderStatusKey } from "@edu/shared/billing";
import { Badge, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** One colour per step of the bill flow (spec 02 §4): grey → blue → orange → cyan → green; red for an issue. */
export const STATUS_COLORS: Record<OrderStatusKey, string> = {
  created: "gray",
  payment_pending: "blue",
  confirm_pending: "orange",
  confirmed: "cyan",
  paid: "teal",
  issue: "red",
};

export const STATUS_KEYS: OrderStatusKey[] = ORDER_STATUSES.map((status) => status.key);

/** The status of a bill, from its wire code (or key), as a coloured badge in the interface language. */
export function BillStatusBadge({
  status,
  size = "sm",
}: {
  status: number | OrderStatusKey;
  size?: BadgeProps["size"];
}) {
  const { t } = useTranslation("billing");
  const key = typeof status === "number" ? orderStatusKey(status) : status;
  if (!key) return null;
  return (
    <Badge color={STATUS_COLORS[key]} variant="light" size={size} data-status={key}>
      {t(`statuses.${key}`)}
    </Badge>
  );
}
