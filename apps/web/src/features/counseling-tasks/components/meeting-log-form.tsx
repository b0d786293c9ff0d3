import type { MeetingLog } from "@edu/shared/counseling-tasks";
import { ActionIcon, Button, Group, Loader, MultiSelect, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { createMeetingLog, taskKeys, updateMeetingLog } from "../api/counseling-tasks-api";
import { schoolToday } from "../lib/paths";
import { useClassPeople } from "./assignees";
import { FormActions } from "./form-actions";
import { RichTextField } from "./rich-text-field";

type Values = { meeting_date: string; attendees: string[]; notes: string; next_steps: string[] };

const valuesOf = (log?: MeetingLog): Values => ({
  meeting_date: log?.meeting_date ?? schoolToday(),
  attendees: log?.attendees.map((person) => String(person.id)) ?? [],
  notes: log?.notes ?? "",
  next_steps: log?.next_steps ?? [],
});

/** A meeting log of the class (date, attendees among the class's people, notes, next steps), new or `log`. */
export function MeetingLogForm({
  classId,
  log,
  onDone,
}: {
  classId: number;
  log?: MeetingLog;
  onDone: () => void;
}) {
  const { t } = useTranslation("counseling-tasks");
  const client = useQueryClient();
  const people = useClassPeople(classId, true);
  const form = useForm<Values>({
    initialValues: valuesOf(log),
    validate: { meeting_date: (value) => (value ? null : t("log.dateRequired")) },
  });
  // Someone who attended but has left the class since still shows by name.
  const options = [
    ...people.options,
    ...(log?.attendees ?? [])
      .filter((person) => !people.options.some((option) => option.value === String(person.id)))
      .map((person) => ({ value: String(person.id), label: person.name })),
  ];
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        meeting_date: values.meeting_date,
        attendee_user_ids: values.attendees.map(Number),
        notes: values.notes,
        next_steps: values.next_steps.map((step) => step.trim()).filter(Boolean),
      };
      return log ? updateMeetingLog(log.id, body) : createMeetingLog({ ...body, session_class_id: classId });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: taskKeys.all });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  const stepsError = Object.entries(form.errors).find(([key]) => key.startsWith("next_steps"))?.[1];
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <DateField label={t("log.date")} required maw={240} {...form.getInputProps("meeting_date")} />
        <MultiSelect
          label={t("log.attendees")}
          data={options}
          searchable
          rightSection={people.loading ? <Loader size="xs" /> : undefined}
          value={form.values.attendees}
          onChange={(value) => form.setFieldValue("attendees", value)}
          error={form.errors.attendee_user_ids}
        />
        <RichTextField
          label={t("log.notes")}
          value={form.values.notes}
          onChange={(html) => form.setFieldValue("notes", html)}
          error={form.errors.notes as string | undefined}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t("log.nextSteps")}
          </Text>
          {form.values.next_steps.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps are edited in place, by position
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                label={t("log.step", { n: index + 1 })}
                maxLength={500}
                style={{ flex: 1 }}
                {...form.getInputProps(`next_steps.${index}`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t("log.removeStep", { n: index + 1 })}
                onClick={() => form.removeListItem("next_steps", index)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          {stepsError && (
            <Text size="sm" c="red.8" role="alert">
              {stepsError}
            </Text>
          )}
          <Group>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => form.insertListItem("next_steps", "")}
            >
              {t("log.addStep")}
            </Button>
          </Group>
        </Stack>
        <FormActions
          error={save.error}
          saving={save.isPending}
          submitLabel={log ? t("form.save") : t("log.create")}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
