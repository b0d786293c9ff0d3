import type { MailCounts, MailDeliveryState } from "@edu/shared";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

export const STATE_COLORS: Record<MailDeliveryState, string> = {
  queued: "yellow.9",
  sent: "teal.9",
  failed: "red.8",
  held: "gray.7",
};

export function DeliveryBadge({ state }: { state: MailDeliveryState }) {
  const { t } = useTranslation("mail-center");
  return <Badge color={STATE_COLORS[state]}>{t(`states.${state}`)}</Badge>;
}

/** A sent mail's recipients by delivery state (states with nobody are left out). */
export function DeliveryCounts({ counts }: { counts: MailCounts }) {
  const { t } = useTranslation("mail-center");
  const states = (["sent", "queued", "failed", "held"] as const).filter((s) => counts[s] > 0);
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="gray">
        {t("counts.recipients", { count: counts.recipients })}
      </Badge>
      {states.map((state) => (
        <Badge key={state} color={STATE_COLORS[state]}>
          {t(`counts.${state}`, { count: counts[state] })}
        </Badge>
      ))}
    </Group>
  );
}
