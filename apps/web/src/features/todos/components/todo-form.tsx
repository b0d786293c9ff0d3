import { TODO_REMINDER_UNITS, TODO_TIME_STEPS, type Todo } from "@edu/shared";
import {
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { formatName } from "../../../lib/person-name";
import { staffOptionsQuery } from "../api/todos-api";
import { newTodoValues, type TodoFormValues, todoToValues, valuesToPayload } from "../lib/todo-rules";

const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

const TIME_OPTIONS = TODO_TIME_STEPS.map((time) => ({ value: time, label: time }));

/**
 * The panel is fixed to the screen, and so are its dropdowns. An absolute dropdown is first drawn where it
 * was last measured, half off a phone's screen: the page widened for a moment, the panel reflowed and its
 * form jumped to the top, leaving the list hidden with its field (no one could be picked on a phone).
 */
const FIXED = { floatingStrategy: "fixed" } as const;

type Props = {
  /** The item being edited, or undefined for a new one. */
  todo?: Todo;
  today: string;
  currentUrl: string;
  userId?: number;
  onSave: (payload: ReturnType<typeof valuesToPayload>) => Promise<unknown>;
  onCancel: () => void;
};

/** The to-do form (spec 02 §3, §5): title and start date required, 15-minute times, reminder, members. */
export function TodoForm({ todo, today, currentUrl, userId, onSave, onCancel }: Props) {
  const { t } = useTranslation("todos");
  const staff = useQuery(staffOptionsQuery());
  const form = useForm<TodoFormValues>({
    initialValues: todo ? todoToValues(todo) : newTodoValues(today, currentUrl, userId),
    validate: {
      title: (value) => (value.trim() ? null : t("form.titleRequired")),
      from_date: (value) => (value ? null : t("form.fromDateRequired")),
      from_time: (value, values) => (values.is_all_day || value ? null : t("form.timeRequired")),
    },
  });
  const people = (staff.data ?? []).map((person) => ({
    value: String(person.user_id),
    label: formatName(person) || String(person.user_id),
  }));
  const members = (field: "related_members" | "responsible_members") => ({
    data: people,
    value: form.values[field].map(String),
    onChange: (values: string[]) => form.setFieldValue(field, values.map(Number)),
    error: form.errors[field],
    searchable: true,
    comboboxProps: FIXED,
    rightSection: staff.isPending ? <Loader size="xs" /> : undefined,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(valuesToPayload(values));
    } catch (error) {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="todo-form">
      <Stack gap="sm">
        <TextInput label={t("form.title")} required maxLength={200} {...form.getInputProps("title")} />
        <Checkbox label={t("form.allDay")} {...form.getInputProps("is_all_day", { type: "checkbox" })} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t("form.fromDate")}
            required
            popoverProps={FIXED}
            {...form.getInputProps("from_date")}
          />
          <Select
            label={t("form.fromTime")}
            data={TIME_OPTIONS}
            disabled={form.values.is_all_day}
            searchable
            comboboxProps={FIXED}
            {...form.getInputProps("from_time")}
          />
          <DateField label={t("form.toDate")} popoverProps={FIXED} {...form.getInputProps("to_date")} />
          <Select
            label={t("form.toTime")}
            data={TIME_OPTIONS}
            disabled={form.values.is_all_day}
            clearable
            searchable
            comboboxProps={FIXED}
            {...form.getInputProps("to_time")}
          />
        </SimpleGrid>
        <TextInput label={t("form.timezone")} {...form.getInputProps("timezone")} />
        <Checkbox
          label={t("form.noReminder")}
          description={t("form.noReminderHint")}
          {...form.getInputProps("no_reminder", { type: "checkbox" })}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t("form.reminderNumber")}
            min={0}
            max={999}
            disabled={form.values.no_reminder}
            {...form.getInputProps("reminder_number")}
          />
          <Select
            label={t("form.reminderUnit")}
            data={TODO_REMINDER_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
            disabled={form.values.no_reminder}
            allowDeselect={false}
            comboboxProps={FIXED}
            {...form.getInputProps("reminder_unit")}
          />
        </Group>
        <TextInput label={t("form.url")} maxLength={2048} {...form.getInputProps("url")} />
        <TextInput label={t("form.location")} maxLength={300} {...form.getInputProps("location")} />
        <Suspense fallback={<Loader size="sm" />}>
          <RichTextEditor
            label={t("form.notes")}
            value={form.values.notes}
            onChange={(html) => form.setFieldValue("notes", html)}
            error={form.errors.notes}
          />
        </Suspense>
        <MultiSelect label={t("form.responsible")} {...members("responsible_members")} />
        <MultiSelect label={t("form.related")} {...members("related_members")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
