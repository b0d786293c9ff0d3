import type { MaterialFolder } from "@edu/shared/course-materials";
import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { moveFolder } from "../api/course-materials-api";
import { FolderDeleteModal } from "./folder-delete-modal";
import { FolderNameModal } from "./folder-name-modal";
import { ItemList } from "./item-list";
import { OrderControls } from "./order-controls";
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
            <OrderControls
              what={what}
              first={first}
              last={last}
              moving={move.isPending ? (move.variables ?? null) : null}
              onMove={(direction) => move.mutate(direction)}
              editLabel={t("folder.rename", { what })}
              onEdit={() => setOpen("rename")}
              deleteLabel={t("folder.delete", { what })}
              onDelete={() => setOpen("delete")}
            />
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
