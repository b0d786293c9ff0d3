import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconMicrophoneOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { MicProblem } from "../lib/use-recorder";

/**
 * Why nothing can be recorded. Refused permission is the spec's message (03 §8): allow the microphone for
 * this site, then refresh (a browser does not ask twice once refused, so the page must be reloaded).
 */
export function MicProblemAlert({ problem }: { problem: MicProblem }) {
  const { t } = useTranslation("tests");
  return (
    <Alert color="red" icon={<IconMicrophoneOff size={18} aria-hidden />} title={t(`mic.${problem}Title`)}>
      <Stack gap="xs">
        <Text size="sm">{t(`mic.${problem}`)}</Text>
        {(problem === "denied" || problem === "missing") && (
          <Button
            size="compact-sm"
            variant="white"
            color="red"
            onClick={() => window.location.reload()}
            style={{ alignSelf: "flex-start" }}
          >
            {t("mic.refresh")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
