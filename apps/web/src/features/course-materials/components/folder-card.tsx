import type { MaterialFolder } from "@edu/shared/course-materials";
import { ActionIcon, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { moveFolder } from "../api/course-materials-api";
import { FolderDeleteModal } from "./folder-delete-modal";
import { FolderNameModal } from "./folder-name-modal";
import { ItemList } from "./item-list";
import { useMaterialsAction } from "./use-materials-action";

/** One folder (unit, category) with its items; editors move, rename and delete it. */
export function FolderCard({
  classId,
  folder,
  folders,
  canEdit,
  first,
  last,
}: {
  classId: number;
  folder: MaterialFolder;
  folders: MaterialFolder[];
  canEdit: boolean;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation("course-materials");
  const [open, setOpen] = useState<"rename" | "delete" | null>(null);
  const move = useMaterialsAction(classId, (direction: "up" | "down") => moveFolder(folder.id, direction));
  const what = folder.name;
  return (
    <Card withBorder padding="sm" data-testid={`folder-${folder.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} style={{ overflowWrap: "anywhere" }}>
            {folder.name}
          </Title>
          {canEdit && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                disabled={first}
                loading={move.isPending && move.variables === "up"}
                onClick={() => move.mutate("up")}
                aria-label={t("moveUp", { what })}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={last}
                loading={move.isPending && move.variables === "down"}
                onClick={() => move.mutate("down")}
                aria-label={t("moveDown", { what })}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                onClick={() => setOpen("rename")}
                aria-label={t("folder.rename", { what })}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setOpen("delete")}
                aria-label={t("folder.delete", { what })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {folder.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("folder.empty")}
          </Text>
        ) : (
          <ItemList classId={classId} items={folder.items} folders={folders} canEdit={canEdit} />
        )}
      </Stack>
      <FolderNameModal
        classId={classId}
        folder={folder}
        opened={open === "rename"}
        onClose={() => setOpen(null)}
      />
      <FolderDeleteModal
        classId={classId}
        folder={folder}
        opened={open === "delete"}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
