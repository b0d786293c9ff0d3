import { ActionIcon, Group, Text } from "@mantine/core";
import { IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const STEPS = [0.9, 1, 1.15, 1.3, 1.5, 1.75, 2];

/** The text size of the question and passage (the test's zoom). */
export function ZoomControl({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const { t } = useTranslation("tests");
  const at = STEPS.indexOf(zoom);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("take.zoomOut")}
        disabled={at <= 0}
        onClick={() => onZoom(STEPS[at - 1] ?? zoom)}
      >
        <IconZoomOut size={18} aria-hidden />
      </ActionIcon>
      <Text size="sm" aria-live="polite" miw={44} ta="center">
        {Math.round(zoom * 100)}%
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("take.zoomIn")}
        disabled={at >= STEPS.length - 1}
        onClick={() => onZoom(STEPS[at + 1] ?? zoom)}
      >
        <IconZoomIn size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
