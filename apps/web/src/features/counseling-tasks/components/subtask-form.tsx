import type { CounselingSubtask, CounselingTask, CounselingTaskStatus } from "@edu/shared/counseling-tasks";
import { SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { createSubtask, taskKeys, updateSubtask } from "../api/counseling-tasks-api";
import { FormActions } from "./form-actions";
import { RichTextField } from "./rich-text-field";
import { StatusSelect } from "./task-status";

type Values = { title: string; status: CounselingTaskStatus; due_date: string; description: string };

const valuesOf = (subtask?: CounselingSubtask): Values => ({
  title: subtask?.title ?? "",
  status: subtask?.status ?? "unfinished",
  due_date: subtask?.due_date ?? "",
  description: subtask?.description ?? "",
});

/**
 * A new subtask of `task`, or every field of `subtask`: title, status, due date and notes. Its assignee
 * is the task's (said here; the task's form changes it).
 */
export function SubtaskForm({
  task,
  subtask,
  onSaved,
  onCancel,
}: {
  task: CounselingTask;
  subtask?: CounselingSubtask;
  onSaved: (saved: CounselingSubtask) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("counseling-tasks");
  const client = useQueryClient();
  const form = useForm<Values>({
    initialValues: valuesOf(subtask),
    validate: { title: (value) => (value.trim() ? null : t("form.titleRequired")) },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = { ...values, due_date: values.due_date || null };
      return subtask ? updateSubtask(subtask.id, fields) : createSubtask({ ...fields, task_id: task.id });
    },
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: taskKeys.all });
      onSaved(answer.data);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput label={t("form.title")} required maxLength={200} {...form.getInputProps("title")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <StatusSelect
            label={t("form.status")}
            value={form.values.status}
            onChange={(status) => form.setFieldValue("status", status)}
            error={form.errors.status as string | undefined}
          />
          <DateField label={t("form.due")} {...form.getInputProps("due_date")} />
        </SimpleGrid>
        <Text size="sm">{t("task.assignee", { name: task.assignee?.name ?? t("assignee.nobody") })}</Text>
        <RichTextField
          label={t("form.notes")}
          value={form.values.description}
          onChange={(html) => form.setFieldValue("description", html)}
          error={form.errors.description as string | undefined}
        />
        <FormActions
          error={save.error}
          saving={save.isPending}
          submitLabel={subtask ? t("form.save") : t("form.create")}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
