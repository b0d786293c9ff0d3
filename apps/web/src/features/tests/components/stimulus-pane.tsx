import type { StudentStimulus } from "@edu/shared/test-engine";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MathText } from "./math-text";

/** The passages, images and audio an item is asked about, as the student may see them. */
export function StimulusPane({ stimuli }: { stimuli: readonly StudentStimulus[] }) {
  const { t } = useTranslation("tests");
  return (
    <Stack gap="sm">
      {stimuli.map((stimulus) => (
        <Paper
          key={stimulus.key}
          withBorder
          p="sm"
          component="section"
          aria-label={stimulus.title || t("take.passage")}
        >
          {stimulus.title && (
            <Title order={2} size="h5" mb="xs">
              {stimulus.title}
            </Title>
          )}
          {stimulus.kind === "passage" && <MathText text={stimulus.text ?? ""} />}
          {stimulus.kind === "image" && <Text>{t("take.imageAlt", { alt: stimulus.alt ?? "" })}</Text>}
          {stimulus.kind === "audio" && <Text>{t("take.audioElsewhere")}</Text>}
        </Paper>
      ))}
    </Stack>
  );
}
