import type { MaterialFolderSaved } from "@edu/shared/course-materials";
import { Button, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { deleteFolder } from "../api/course-materials-api";
import { useMaterialsAction } from "./use-materials-action";

type Mode = "folder_only" | "with_contents";

/** Spec 03 §4: a category goes alone (its items move out) or with its contents, after the warning. */
export function FolderDeleteModal({
  classId,
  folder,
  opened,
  onClose,
}: {
  classId: number;
  folder: MaterialFolderSaved;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("course-materials");
  const remove = useMaterialsAction(classId, (mode: Mode) => deleteFolder(folder.id, mode), onClose);
  return (
    <Modal opened={opened} onClose={onClose} title={t("folder.deleteTitle", { what: folder.name })}>
      <Stack>
        <Text>{t("deleteForever")}</Text>
        <Button
          color="red"
          variant="light"
          loading={remove.isPending && remove.variables === "folder_only"}
          onClick={() => remove.mutate("folder_only")}
        >
          {t("folder.deleteOnly")}
        </Button>
        <Button
          color="red"
          loading={remove.isPending && remove.variables === "with_contents"}
          onClick={() => remove.mutate("with_contents")}
        >
          {t("folder.deleteWithContents")}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t("cancel")}
        </Button>
      </Stack>
    </Modal>
  );
}
