import type { StudentStimulus } from "@edu/shared/test-engine";
import { toeflEndpoints } from "@edu/shared/toefl";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { endpointHref } from "../../../lib/endpoint-client";
import { AudioPlayer } from "./audio-player";
import { MathText } from "./math-text";

type StimulusPaneProps = {
  stimuli: readonly StudentStimulus[];
  /** The form whose assets play here (the server streams them to whoever may take it). */
  formId: number;
  /** The attempt, so the plays used are counted per attempt. */
  attemptId: number;
};

/** The passages, images and audio an item is asked about, as the student may see them. */
export function StimulusPane({ stimuli, formId, attemptId }: StimulusPaneProps) {
  const { t } = useTranslation("tests");
  return (
    <Stack gap="sm">
      {stimuli.map((stimulus) => (
        <Paper
          key={stimulus.key}
          withBorder
          p="sm"
          component="section"
          aria-label={
            stimulus.title || (stimulus.kind === "audio" ? t("audio.listening") : t("take.passage"))
          }
        >
          {stimulus.title && (
            <Title order={2} size="h5" mb="xs">
              {stimulus.title}
            </Title>
          )}
          {stimulus.kind === "passage" && <MathText text={stimulus.text ?? ""} />}
          {stimulus.kind === "image" && <Text>{t("take.imageAlt", { alt: stimulus.alt ?? "" })}</Text>}
          {stimulus.kind === "audio" && stimulus.asset && (
            <AudioPlayer
              src={endpointHref(toeflEndpoints.getTestAsset, {
                query: { form_id: formId, path: stimulus.asset },
              })}
              playsAllowed={stimulus.plays_allowed ?? null}
              storageKey={`tests.plays.${attemptId}.${stimulus.key}.${stimulus.version}`}
              label={stimulus.title || t("audio.listening")}
            />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
