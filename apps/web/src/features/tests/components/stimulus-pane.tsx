import type { StudentStimulus } from "@edu/shared/test-engine";
import { toeflEndpoints } from "@edu/shared/toefl";
import { Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { endpointHref } from "../../../lib/endpoint-client";
import { marksKey } from "../lib/passage-marks";
import { AudioPlayer } from "./audio-player";
import { HighlightablePassage } from "./highlightable-passage";
import { ImageStimulus } from "./image-stimulus";
import { MathText } from "./math-text";

type StimulusPaneProps = {
  stimuli: readonly StudentStimulus[];
  /** The form whose assets play here (the server streams them to whoever may take it). */
  formId: number;
  /** The attempt, so the plays used are counted per attempt. */
  attemptId: number;
  /** The section's tools: "highlighter" lets passages be highlighted, "notes" adds notes to highlights. */
  tools?: readonly string[];
};

/** The passages, images and audio an item is asked about, as the student may see them. */
export function StimulusPane({ stimuli, formId, attemptId, tools = [] }: StimulusPaneProps) {
  const { t } = useTranslation("tests");
  return (
    <Stack gap="sm">
      {stimuli.map((stimulus) => (
        <Paper
          key={stimulus.key}
          withBorder
          p="sm"
          component="section"
          aria-label={stimulus.title || stimulusLabel(stimulus.kind, t)}
        >
          {stimulus.title && (
            <Title order={2} size="h5" mb="xs">
              {stimulus.title}
            </Title>
          )}
          {stimulus.kind === "passage" &&
            (tools.includes("highlighter") ? (
              <HighlightablePassage
                key={stimulus.version}
                text={stimulus.text ?? ""}
                storageKey={marksKey(attemptId, stimulus.key)}
                notes={tools.includes("notes")}
              />
            ) : (
              <MathText text={stimulus.text ?? ""} />
            ))}
          {stimulus.kind === "image" && stimulus.asset && (
            <ImageStimulus
              src={endpointHref(toeflEndpoints.getTestAsset, {
                query: { form_id: formId, path: stimulus.asset },
              })}
              alt={stimulus.alt || stimulus.title || t("take.image")}
            />
          )}
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

/** What a stimulus without a title is called (its region's name, the result's collapsed heading). */
export function stimulusLabel(kind: StudentStimulus["kind"], t: (key: string) => string): string {
  return kind === "audio" ? t("audio.listening") : kind === "image" ? t("take.image") : t("take.passage");
}
