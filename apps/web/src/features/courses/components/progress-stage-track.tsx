import type { CourseProgressStage } from "@edu/shared";
import { Badge, Group, VisuallyHidden } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The path of a course session, in order; "cancelled" stands outside it. */
export const PROGRESS_STEPS = ["enrolled", "paid", "placed", "in_class", "finished"] as const;

/**
 * The stages of one course session as an ordered list: the ones behind are ticked, the current one is
 * filled (and `aria-current="step"`), the ones ahead are outlined. A cancelled session shows one badge.
 */
export function ProgressStageTrack({ stage, label }: { stage: CourseProgressStage; label: string }) {
  const { t } = useTranslation("courses");
  if (stage === "cancelled") {
    return (
      <Badge color="red" variant="outline" c="red.9" data-testid="progress-stage">
        {t("progress.stages.cancelled")}
      </Badge>
    );
  }
  const current = PROGRESS_STEPS.indexOf(stage);
  return (
    <Group
      component="ol"
      gap={6}
      aria-label={label}
      data-testid="progress-stage"
      style={{ listStyle: "none", margin: 0, padding: 0 }}
    >
      {PROGRESS_STEPS.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "ahead";
        return (
          <li key={step} aria-current={state === "current" ? "step" : undefined}>
            {state === "done" && (
              <Badge
                variant="outline"
                color="teal"
                c="teal.9"
                leftSection={<IconCheck size={12} aria-hidden="true" />}
              >
                {t(`progress.stages.${step}`)}
              </Badge>
            )}
            {state === "current" && (
              <Badge variant="filled" color="blue.9">
                {t(`progress.stages.${step}`)}
              </Badge>
            )}
            {state === "ahead" && (
              <Badge variant="outline" color="gray" c="gray.8">
                {t(`progress.stages.${step}`)}
              </Badge>
            )}
            <VisuallyHidden>{t(`progress.stepState.${state}`)}</VisuallyHidden>
          </li>
        );
      })}
    </Group>
  );
}
