import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { clockText } from "../lib/attempt-state";
import { useCountdown } from "../lib/use-countdown";

type BreakPanelProps = {
  /** The break's seconds left by the server's clock. */
  seconds: number;
  /** The next section's title; empty when it is not known for sure. */
  nextTitle: string;
  /** Present when the form lets students end the break early. */
  onSkip?: () => void;
  skipping?: boolean;
  /** At zero: the server opens the next section when asked again. */
  onOver: () => void;
};

/**
 * A section's break (`break_after_seconds`): the server keeps the next section closed until the break
 * ends (its time left is counted down here); a student may end it early where the form allows.
 */
export function BreakPanel({ seconds, nextTitle, onSkip, skipping, onOver }: BreakPanelProps) {
  const { t } = useTranslation("tests");
  const countdown = useCountdown(seconds, onOver);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t("break.title")}
        </Title>
        <Text>{nextTitle ? t("break.body", { title: nextTitle }) : t("break.bodyPlain")}</Text>
        <Text fz={36} fw={700} ff="monospace" role="timer" aria-label={t("break.left")}>
          {clockText(countdown.left ?? 0)}
        </Text>
        {onSkip ? (
          <Button onClick={onSkip} loading={skipping}>
            {t("break.skip")}
          </Button>
        ) : (
          <Text size="sm" c="gray.7">
            {t("break.serverHeld")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
