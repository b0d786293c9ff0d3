import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type MoveDirection = "up" | "down";

/** An editor's controls on a folder or an item: move up, move down, edit (or rename), delete; named for `what`. */
export function OrderControls({
  what,
  first,
  last,
  moving,
  onMove,
  editLabel,
  onEdit,
  deleteLabel,
  onDelete,
}: {
  what: string;
  first: boolean;
  last: boolean;
  /** The move under way, shown as loading on its button. */
  moving: MoveDirection | null;
  onMove: (direction: MoveDirection) => void;
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation("course-materials");
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        disabled={first}
        loading={moving === "up"}
        onClick={() => onMove("up")}
        aria-label={t("moveUp", { what })}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        disabled={last}
        loading={moving === "down"}
        onClick={() => onMove("down")}
        aria-label={t("moveDown", { what })}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" onClick={onEdit} aria-label={editLabel}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={deleteLabel}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
