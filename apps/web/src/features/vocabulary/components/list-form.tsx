import { VOCAB_LIMITS, VOCAB_SHARINGS, type VocabCollect, type VocabSharing } from "@edu/shared/vocabulary";
import { Button, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { createList, myClassesQuery, updateList, vocabKeys } from "../api/vocabulary-api";

type Values = { title: string; description: string; sharing: VocabSharing; classId: string | null };

/**
 * Creating a list, or renaming, describing and sharing one of the reader's: private, with a class of the
 * reader's (chosen from their current classes), or with everyone signed in. The server's 409 (a title the
 * reader already uses) and 422s show under their fields.
 */
export function ListForm({ list, onDone }: { list?: VocabCollect; onDone: (saved: VocabCollect) => void }) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const [values, setValues] = useState<Values>({
    title: list?.title ?? "",
    description: list?.description ?? "",
    sharing: list?.sharing ?? "private",
    classId: list?.session_class_id ? String(list.session_class_id) : null,
  });
  const [errors, setErrors] = useState<Partial<Record<"title" | "session_class_id", string>>>({});
  const classes = useQuery({ ...myClassesQuery(), enabled: values.sharing === "class" });
  const set = (patch: Partial<Values>) => setValues((was) => ({ ...was, ...patch }));
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title: values.title.trim(),
        description: values.description.trim(),
        sharing: values.sharing,
        session_class_id: values.sharing === "class" && values.classId ? Number(values.classId) : null,
      };
      return list ? updateList(list.id, body) : createList(body);
    },
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: vocabKeys.lists });
      onDone(answer.collect);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 409) return setErrors({ title: t("lists.titleTaken") });
      setErrors({
        title: error.errors?.title?.[0],
        session_class_id: error.errors?.session_class_id?.[0],
      });
    },
  });
  const submit = () => {
    if (values.title.trim() === "") return setErrors({ title: t("lists.titleRequired") });
    if (values.sharing === "class" && !values.classId)
      return setErrors({ session_class_id: t("lists.classRequired") });
    setErrors({});
    save.mutate();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t("lists.titleLabel")}
          value={values.title}
          maxLength={VOCAB_LIMITS.collect_title}
          error={errors.title}
          required
          onChange={(event) => set({ title: event.currentTarget.value })}
        />
        <Textarea
          label={t("lists.descriptionLabel")}
          value={values.description}
          maxLength={VOCAB_LIMITS.collect_description}
          autosize
          minRows={2}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <Select
          label={t("lists.sharingLabel")}
          data={VOCAB_SHARINGS.map((value) => ({ value, label: t(`sharing.${value}`) }))}
          value={values.sharing}
          allowDeselect={false}
          onChange={(value) => value && set({ sharing: value as VocabSharing })}
        />
        {values.sharing === "class" && (
          <Select
            label={t("lists.classLabel")}
            placeholder={t("lists.classPlaceholder")}
            data={(classes.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.localized.name }))}
            value={values.classId}
            error={errors.session_class_id}
            nothingFoundMessage={t("lists.noClasses")}
            onChange={(value) => set({ classId: value })}
          />
        )}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {list ? t("lists.save") : t("lists.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
