import { createMaterialFolderSchema, type MaterialFolderSaved } from "@edu/shared/course-materials";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodFormValidator } from "../../../lib/form-errors";
import { createFolder, renameFolder } from "../api/course-materials-api";
import { useMaterialsAction } from "./use-materials-action";

/** Adds a folder, or renames `folder`. */
export function FolderNameModal({
  classId,
  folder,
  opened,
  onClose,
}: {
  classId: number;
  folder?: MaterialFolderSaved;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("course-materials");
  const form = useForm({
    initialValues: { name: folder?.name ?? "" },
    validate: zodFormValidator(createMaterialFolderSchema, (values: { name: string }) => values),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) form.setValues({ name: folder?.name ?? "" });
  }, [opened]);
  const save = useMaterialsAction(
    classId,
    (name: string) => (folder ? renameFolder(folder.id, name) : createFolder(classId, name)),
    onClose,
  );
  return (
    <Modal opened={opened} onClose={onClose} title={folder ? t("folder.renameTitle") : t("folder.addTitle")}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values.name.trim()))}>
        <Stack>
          <TextInput label={t("folder.name")} required data-autofocus {...form.getInputProps("name")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
