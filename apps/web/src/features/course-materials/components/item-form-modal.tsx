import {
  MATERIAL_FILE_MAX_BYTES,
  type MaterialFolder,
  type MaterialItem,
  materialLinkSchema,
} from "@edu/shared/course-materials";
import {
  Button,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage } from "../../../lib/form-errors";
import { createItem, updateItem, uploadMaterialFile } from "../api/course-materials-api";
import { useMaterialsAction } from "./use-materials-action";

type Values = {
  title: string;
  description: string;
  folder: string;
  kind: "link" | "file";
  link: string;
  file: File | null;
};
const TOP = "top";

const valuesOf = (item: MaterialItem | undefined): Values => ({
  title: item?.title ?? "",
  description: item?.description ?? "",
  folder: item?.folder_id ? String(item.folder_id) : TOP,
  kind: item?.file ? "file" : "link",
  link: item?.link_url ?? "",
  file: null,
});

/** Adds a material (a link or a file ≤ 20 MB) or edits `item`; an edit keeps the file unless a new one is chosen. */
export function ItemFormModal({
  classId,
  folders,
  item,
  opened,
  onClose,
}: {
  classId: number;
  folders: MaterialFolder[];
  item?: MaterialItem;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("course-materials");
  const form = useForm<Values>({
    initialValues: valuesOf(item),
    validate: {
      title: (value) => (value.trim() ? null : t("required")),
      link: (value, values) =>
        values.kind === "link" && !materialLinkSchema.safeParse(value).success
          ? localizeMessage("v.cm_invalid_link")
          : null,
      file: (value, values) => {
        if (values.kind !== "file") return null;
        if (!value) return item?.file ? null : t("item.fileRequired");
        return value.size > MATERIAL_FILE_MAX_BYTES ? t("item.fileTooBig") : null;
      },
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) form.setValues(valuesOf(item));
  }, [opened]);
  /** Uploads the chosen file; a refusal is shown on the file field (413 in the spec's words), and the save stops. */
  const upload = async (file: File) => {
    try {
      return await uploadMaterialFile(file);
    } catch (error) {
      if (isApiError(error) && error.status !== 401)
        form.setFieldError(
          "file",
          error.status === 413
            ? t("item.fileTooBig")
            : (error.firstFieldError() ?? (localizeMessage(error.message) || error.message)),
        );
      throw error;
    }
  };
  const save = useMaterialsAction(
    classId,
    async (values: Values) => {
      const folder_id = values.folder === TOP ? null : Number(values.folder);
      const texts = { title: values.title.trim(), description: values.description.trim(), folder_id };
      const upload_id = values.kind === "file" && values.file ? await upload(values.file) : undefined;
      const source =
        values.kind === "link" ? { link_url: values.link.trim() } : upload_id ? { upload_id } : {};
      return item
        ? updateItem(item.id, { ...texts, ...source })
        : createItem(classId, { ...texts, ...source });
    },
    onClose,
  );
  const folderOptions = [
    { value: TOP, label: t("item.topLevel") },
    ...folders.map((folder) => ({ value: String(folder.id), label: folder.name })),
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={item ? t("item.editTitle") : t("item.addTitle")}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <TextInput label={t("item.title")} required data-autofocus {...form.getInputProps("title")} />
          <Textarea
            label={t("item.description")}
            autosize
            minRows={2}
            {...form.getInputProps("description")}
          />
          <Select
            label={t("item.folder")}
            data={folderOptions}
            allowDeselect={false}
            {...form.getInputProps("folder")}
          />
          <SegmentedControl
            aria-label={t("item.kind")}
            data={[
              { value: "link", label: t("item.kindLink") },
              { value: "file", label: t("item.kindFile") },
            ]}
            {...form.getInputProps("kind")}
          />
          {form.values.kind === "link" ? (
            <TextInput label={t("item.link")} placeholder="https://" {...form.getInputProps("link")} />
          ) : (
            <>
              <FileInput
                label={t("item.file")}
                description={t("item.fileHint")}
                clearable
                {...form.getInputProps("file")}
              />
              {item?.file && !form.values.file && (
                <Text size="sm">{t("item.currentFile", { name: item.file.name })}</Text>
              )}
            </>
          )}
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
