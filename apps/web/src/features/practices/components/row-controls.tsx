import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * Move up, move down and remove for the `index`-th row of `count` (a practice's questions, a full
 * practice's sections); `removeLabel` names what goes.
 */
export function RowControls({
  index,
  count,
  disabled = false,
  removeLabel,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  disabled?: boolean;
  removeLabel: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("practices");
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        disabled={index === 0 || disabled}
        aria-label={t("questions.up", { n: index + 1 })}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        disabled={index === count - 1 || disabled}
        aria-label={t("questions.down", { n: index + 1 })}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="lg"
        disabled={disabled}
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
