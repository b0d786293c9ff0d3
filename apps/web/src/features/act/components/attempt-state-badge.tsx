import type { ATTEMPT_STATES } from "@edu/shared/test-engine";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** An attempt's state as a badge: in progress, submitted (a grade may be pending), graded. */
export function AttemptStateBadge({ state }: { state: (typeof ATTEMPT_STATES)[number] }) {
  const { t } = useTranslation("act");
  const color = state === "in_progress" ? "blue.9" : state === "graded" ? "teal.9" : "dark";
  return <Badge color={color}>{t(`states.${state}`)}</Badge>;
}
