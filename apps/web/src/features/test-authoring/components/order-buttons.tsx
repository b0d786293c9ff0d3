import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Move an entry up or down a list, or remove it (each button names the entry for screen readers). */
export function OrderButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  disabled,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("test-authoring");
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={t("action.moveUp", { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={t("action.moveDown", { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      {onRemove && (
        <ActionIcon
          variant="default"
          color="red"
          aria-label={t("action.remove", { name })}
          disabled={disabled || count === 1}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** `keys` with the entry at `from` moved to `to`. */
export function moved(keys: readonly string[], from: number, to: number): string[] {
  const next = [...keys];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}
