import type { MaterialFolder, MaterialItem } from "@edu/shared/course-materials";
import { Anchor, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconFile, IconLink } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { deleteItem, moveItem } from "../api/course-materials-api";
import { ItemFormModal } from "./item-form-modal";
import { OrderControls } from "./order-controls";
import { useMaterialsAction } from "./use-materials-action";

/** Items in their order: a file to download or a link to open, its description and upload date. */
export function ItemList({
  classId,
  items,
  folders,
  canEdit,
}: {
  classId: number;
  items: MaterialItem[];
  folders: MaterialFolder[];
  canEdit: boolean;
}) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {items.map((item, index) => (
        <ItemRow
          key={item.id}
          classId={classId}
          item={item}
          folders={folders}
          canEdit={canEdit}
          first={index === 0}
          last={index === items.length - 1}
        />
      ))}
    </Stack>
  );
}

function ItemRow({
  classId,
  item,
  folders,
  canEdit,
  first,
  last,
}: {
  classId: number;
  item: MaterialItem;
  folders: MaterialFolder[];
  canEdit: boolean;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation("course-materials");
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  const move = useMaterialsAction(classId, (direction: "up" | "down") => moveItem(item.id, direction));
  const remove = useMaterialsAction(
    classId,
    () => deleteItem(item.id),
    () => setOpen(null),
  );
  const what = item.title;
  const href = item.file?.url ?? item.link_url ?? "";
  return (
    <Paper component="li" withBorder p="xs" data-testid={`item-${item.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 12rem" }}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            {item.file ? <IconFile size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
            <Anchor
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              {...(item.file && { download: item.file.name })}
              style={{ overflowWrap: "anywhere" }}
            >
              {item.title}
            </Anchor>
          </Group>
          {item.description && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {item.description}
            </Text>
          )}
          <Text size="xs" c="gray.7">
            {item.file ? t("item.fileMeta", { name: item.file.name }) : t("item.linkMeta")} ·{" "}
            {t("item.uploaded", { date: formatDate(item.created_at) })}
          </Text>
        </Stack>
        {canEdit && (
          <OrderControls
            what={what}
            first={first}
            last={last}
            moving={move.isPending ? (move.variables ?? null) : null}
            onMove={(direction) => move.mutate(direction)}
            editLabel={t("item.edit", { what })}
            onEdit={() => setOpen("edit")}
            deleteLabel={t("item.delete", { what })}
            onDelete={() => setOpen("delete")}
          />
        )}
      </Group>
      {canEdit && (
        <>
          <ItemFormModal
            classId={classId}
            folders={folders}
            item={item}
            opened={open === "edit"}
            onClose={() => setOpen(null)}
          />
          <Modal
            opened={open === "delete"}
            onClose={() => setOpen(null)}
            title={t("item.deleteTitle", { what })}
          >
            <Stack>
              <Text>{t("deleteForever")}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpen(null)}>
                  {t("cancel")}
                </Button>
                <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(undefined)}>
                  {t("continue")}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      )}
    </Paper>
  );
}
