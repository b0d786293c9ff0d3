import type { EssaySummary } from "@edu/shared/counseling-essays";
import { Badge, Group, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The essay's state in words (not colour alone): its status and, when marked, "complete". */
export function EssayStatus({ essay }: { essay: Pick<EssaySummary, "status" | "completed"> }) {
  const { t } = useTranslation("counseling-essays");
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        variant="light"
        color={essay.status === "finished" ? "teal" : essay.status === "in_progress" ? "blue" : "gray"}
      >
        {t(`status.${essay.status}`)}
      </Badge>
      {essay.completed === 1 && (
        <Group gap={2} wrap="nowrap">
          <IconCircleCheck size={16} aria-hidden="true" color="var(--mantine-color-teal-8)" />
          <Text size="sm">{t("status.complete")}</Text>
        </Group>
      )}
    </Group>
  );
}

/** "312 words", or "312 / 650 words" and a plain "over the limit" when the prompt sets one. */
export function WordCount({ count, limit }: { count: number; limit: number | null }) {
  const { t } = useTranslation("counseling-essays");
  const over = limit !== null && count > limit;
  return (
    <Text size="sm" c={over ? "red.9" : undefined} fw={over ? 600 : undefined} span>
      {limit === null ? t("words.count", { count }) : t("words.ofLimit", { count, limit })}
      {over && ` · ${t("words.over", { count: count - limit })}`}
    </Text>
  );
}
