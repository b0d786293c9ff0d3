import type { StudentStimulus } from "@edu/shared/test-engine";
import { Accordion } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { StimulusPane, stimulusLabel } from "./stimulus-pane";

type ResultPassagesProps = {
  stimuli: readonly StudentStimulus[];
  /** The attempt's form (its audio plays here); while unknown, audio is left out. */
  formId: number | undefined;
  attemptId: number;
};

/**
 * The passages (and figures, audio) a result's questions refer to, each collapsed under its title above the first question that
 * asks about it, opened with the same renderer the taking screen uses.
 */
export function ResultPassages({ stimuli, formId, attemptId }: ResultPassagesProps) {
  const { t } = useTranslation("tests");
  // Audio and images are the form's assets: they need its id.
  const shown = stimuli.filter((stimulus) => stimulus.kind === "passage" || formId !== undefined);
  if (shown.length === 0) return null;
  const label = (stimulus: StudentStimulus) => stimulus.title || stimulusLabel(stimulus.kind, t);
  return (
    <Accordion variant="contained" multiple>
      {shown.map((stimulus) => (
        <Accordion.Item key={stimulus.key} value={stimulus.key}>
          <Accordion.Control>{label(stimulus)}</Accordion.Control>
          <Accordion.Panel>
            <StimulusPane stimuli={[stimulus]} formId={formId ?? 0} attemptId={attemptId} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
