import { ORDER_STATUSES, type OrderStatusKey, orderStatusKey } from "@edu/shared/billing";
import { Badge, type BadgeProps } from "@mantine/core";
import type { CSSProperties } from "react";
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

/**
 * Text on a pale ("light") status badge: dark grey on the status's tint, as the lessons feature's status
 * badges (attendance, progress reports). Mantine's light-variant text, shade 9 on shade 1, is under WCAG AA's
 * 4.5:1 for orange (3.6:1) and teal (4.3:1); dark-7 is 12.5:1 or more on every tint used here.
 */
export const LIGHT_BADGE_TEXT = { "--badge-color": "var(--mantine-color-dark-7)" } as CSSProperties;

export const STATUS_KEYS: OrderStatusKey[] = ORDER_STATUSES.map((status) => status.key);

/**
 * The status of a bill, from its wire code (or key), as a coloured badge in the interface language;
 * a voided bill shows "void" whatever status it had.
 */
export function BillStatusBadge({
  status,
  voided = false,
  size = "sm",
}: {
  status: number | OrderStatusKey;
  voided?: boolean;
  size?: BadgeProps["size"];
}) {
  const { t } = useTranslation("billing");
  if (voided) {
    return (
      <Badge color="gray" variant="light" size={size} data-status="void" style={LIGHT_BADGE_TEXT}>
        {t("statuses.void")}
      </Badge>
    );
  }
  const key = typeof status === "number" ? orderStatusKey(status) : status;
  if (!key) return null;
  return (
    <Badge color={STATUS_COLORS[key]} variant="light" size={size} data-status={key} style={LIGHT_BADGE_TEXT}>
      {t(`statuses.${key}`)}
    </Badge>
  );
}
