import type { CounselingTask, CounselingTaskStatus } from "@edu/shared/counseling-tasks";
import { Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { createTask, taskKeys, updateTask } from "../api/counseling-tasks-api";
import { useAssigneeOptions } from "./assignees";
import { FormActions } from "./form-actions";
import { RichTextField } from "./rich-text-field";
import { StatusSelect } from "./task-status";

type Values = {
  title: string;
  description: string;
  status: CounselingTaskStatus;
  due_date: string;
  assignee: string | null;
};

const valuesOf = (task?: CounselingTask): Values => ({
  title: task?.title ?? "",
  description: task?.description ?? "",
  status: task?.status ?? "unfinished",
  due_date: task?.due_date ?? "",
  assignee: task?.assignee ? String(task.assignee.id) : null,
});

/**
 * A new task for the student (by the route's counseling class, else the student's first) or every field
 * of one (`task`). A task with subtasks takes its status from them, so its status is not offered.
 */
export function TaskForm({
  task,
  student,
  classId,
  knownClassId,
  onDone,
}: {
  task?: CounselingTask;
  student: { id: number; name: string };
  classId: number | undefined;
  /** A counseling class the student's tasks are in, for whom to offer as assignee when `classId` is unknown. */
  knownClassId?: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("counseling-tasks");
  const client = useQueryClient();
  const form = useForm<Values>({
    initialValues: valuesOf(task),
    validate: { title: (value) => (value.trim() ? null : t("form.titleRequired")) },
  });
  const assignees = useAssigneeOptions(
    task?.session_class_id ?? classId ?? knownClassId,
    student,
    task?.assignee,
  );
  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = {
        title: values.title,
        description: values.description,
        due_date: values.due_date || null,
        assignee_user_id: values.assignee ? Number(values.assignee) : null,
      };
      if (!task)
        return createTask({
          ...fields,
          student_user_id: student.id,
          session_class_id: classId ?? null,
          status: values.status,
        });
      return updateTask(task.id, task.status_from_subtasks ? fields : { ...fields, status: values.status });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: taskKeys.all });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput label={t("form.title")} required maxLength={200} {...form.getInputProps("title")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {task?.status_from_subtasks ? (
            <Text size="sm">{t("form.statusFromSubtasks")}</Text>
          ) : (
            <StatusSelect
              label={t("form.status")}
              value={form.values.status}
              onChange={(status) => form.setFieldValue("status", status)}
              error={form.errors.status as string | undefined}
            />
          )}
          <DateField label={t("form.due")} {...form.getInputProps("due_date")} />
          <Select
            label={t("form.assignee")}
            placeholder={t("assignee.nobody")}
            data={assignees}
            clearable
            {...form.getInputProps("assignee")}
          />
        </SimpleGrid>
        <RichTextField
          label={t("form.description")}
          value={form.values.description}
          onChange={(html) => form.setFieldValue("description", html)}
          error={form.errors.description as string | undefined}
        />
        {form.errors.session_class_id && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.session_class_id}
          </Text>
        )}
        <FormActions
          error={save.error}
          saving={save.isPending}
          submitLabel={task ? t("form.save") : t("form.create")}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
