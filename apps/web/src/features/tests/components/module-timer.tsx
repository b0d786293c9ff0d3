import { Button, Group, Text, VisuallyHidden } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clockText } from "../lib/attempt-state";

/** The module's time left (the server's, counted down here); the student may hide it. */
export function ModuleTimer({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation("tests");
  const [hidden, setHidden] = useState(false);
  if (seconds === null) return <Text size="sm">{t("take.untimed")}</Text>;
  const low = seconds <= 300;
  return (
    <Group gap="xs" wrap="nowrap">
      <IconClock size={18} aria-hidden />
      {hidden ? (
        <Text size="sm">{t("take.timerHidden")}</Text>
      ) : (
        <Text
          fw={700}
          role="timer"
          aria-label={t("take.timeLeft")}
          c={low ? "red.8" : undefined}
          ff="monospace"
        >
          {clockText(seconds)}
        </Text>
      )}
      {low && (
        <Text size="sm" fw={700} c="red.8">
          {t("take.timeLow")}
        </Text>
      )}
      {(seconds === 300 || seconds === 60) && (
        <VisuallyHidden aria-live="assertive">
          {t("take.minutesLeft", { count: seconds / 60 })}
        </VisuallyHidden>
      )}
      <Button size="compact-sm" variant="subtle" onClick={() => setHidden((value) => !value)}>
        {hidden ? t("take.showTimer") : t("take.hideTimer")}
      </Button>
    </Group>
  );
}
