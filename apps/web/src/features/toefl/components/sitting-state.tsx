import type { ATTEMPT_STATES } from "@edu/shared/test-engine";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A sitting's state as a badge: in progress, submitted (grades may be pending), graded. */
export function SittingState({ state }: { state: (typeof ATTEMPT_STATES)[number] }) {
  const { t } = useTranslation("toefl");
  const color = state === "in_progress" ? "blue.8" : state === "graded" ? "teal.8" : "gray.7";
  return <Badge color={color}>{t(`states.${state}`)}</Badge>;
}
