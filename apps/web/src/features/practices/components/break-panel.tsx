import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { clockText, useCountdown } from "../lib/test-parts";

type Props = {
  /** The break's seconds left by the server's clock. */
  seconds: number;
  nextTitle: string;
  /** Present when the practice lets students end the break early. */
  onSkip?: () => void;
  skipping?: boolean;
  /** At zero: the server opens the next section when asked again. */
  onOver: () => void;
};

/**
 * BreakTime between two sections: the server keeps the next section closed until the break ends (its
 * time left is counted down here); a student may end it early only where the practice allows.
 */
export function BreakPanel({ seconds, nextTitle, onSkip, skipping, onOver }: Props) {
  const { t } = useTranslation("practices");
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
            {t("break.resume")}
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
