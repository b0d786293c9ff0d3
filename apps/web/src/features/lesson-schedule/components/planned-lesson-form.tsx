import {
  createPlannedLessonsSchema,
  type PlannedLesson,
  updatePlannedLessonSchema,
} from "@edu/shared/lesson-schedule";
import { Alert, Button, Chip, Group, NumberInput, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { useAddPlannedLessons, useUpdatePlannedLesson } from "../api/lesson-schedule-api";

type Values = {
  date: string;
  time: string;
  duration_minutes: number | string;
  note: string;
  weekly: boolean;
  weekdays: string[];
  until: string;
};

const toCreate = (v: Values) => ({
  date: v.date,
  time: v.time,
  duration_minutes: Number(v.duration_minutes),
  note: v.note,
  ...(v.weekly && { weekdays: v.weekdays.map(Number).sort(), until: v.until || undefined }),
});
const toUpdate = (v: Values) => ({
  date: v.date,
  time: v.time,
  duration_minutes: Number(v.duration_minutes),
  note: v.note,
});
// A weekly series needs at least one weekday: the server takes "no weekdays" as one lesson.
const weeklyNeedsDays = (v: Values) =>
  v.weekly && v.weekdays.length === 0 ? { weekdays: "weekdaysRequired" } : {};

/**
 * Adds one lesson or a weekly series (weekdays through a last day, at most 52), or edits one lesson.
 * Times are the class's wall clock; the server turns them into instants in the class's time zone.
 */
export function PlannedLessonForm({
  classId,
  lesson,
  timezone,
  onDone,
}: {
  classId: number;
  lesson?: PlannedLesson;
  timezone?: string;
  /** Closed: after saving (with the number of days skipped because a lesson was already there), or cancelled. */
  onDone: (skipped?: number) => void;
}) {
  const { t } = useTranslation("lesson-schedule");
  const add = useAddPlannedLessons(classId);
  const update = useUpdatePlannedLesson(classId);
  const form = useForm<Values>({
    initialValues: {
      date: lesson?.date ?? "",
      time: lesson?.time ?? "",
      duration_minutes: lesson?.duration_minutes ?? 60,
      note: lesson?.note ?? "",
      weekly: false,
      weekdays: [],
      until: "",
    },
    validate: (values) => {
      const errors = lesson
        ? zodFormValidator<Values>(updatePlannedLessonSchema, toUpdate)(values)
        : zodFormValidator<Values>(createPlannedLessonsSchema, toCreate)(values);
      const days = weeklyNeedsDays(values);
      return { ...errors, ...(days.weekdays && !errors.weekdays && { weekdays: t(days.weekdays) }) };
    },
  });
  const pending = add.isPending || update.isPending;
  const error = add.error ?? update.error;

  const submit = form.onSubmit(async (values) => {
    try {
      if (lesson) {
        await update.mutateAsync({ id: lesson.id, body: toUpdate(values) });
        onDone(0);
      } else onDone((await add.mutateAsync(toCreate(values))).skipped);
    } catch (failure) {
      if (isApiError(failure) && failure.errors) form.setErrors(serverFieldErrors(failure.errors));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={lesson ? t("form.editTitle") : t("form.addTitle")}>
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <DateField
            label={form.values.weekly ? t("form.firstDay") : t("form.date")}
            required
            miw={150}
            {...form.getInputProps("date")}
          />
          <TextInput
            type="time"
            label={t("form.time")}
            required
            miw={110}
            step={300}
            {...form.getInputProps("time")}
          />
          <NumberInput
            label={t("form.duration")}
            min={5}
            max={720}
            step={15}
            required
            miw={110}
            {...form.getInputProps("duration_minutes")}
          />
        </Group>
        {timezone && (
          <div style={{ fontSize: "var(--mantine-font-size-xs)", color: "var(--mantine-color-gray-7)" }}>
            {t("form.timezoneHint", { timezone })}
          </div>
        )}
        <TextInput label={t("form.note")} maxLength={500} {...form.getInputProps("note")} />
        {!lesson && (
          <Switch label={t("form.weekly")} {...form.getInputProps("weekly", { type: "checkbox" })} />
        )}
        {!lesson && form.values.weekly && (
          <Stack gap="xs">
            <Chip.Group
              multiple
              value={form.values.weekdays}
              onChange={(v) => form.setFieldValue("weekdays", v)}
            >
              <Group gap={6} role="group" aria-label={t("form.weekdays")}>
                {[1, 2, 3, 4, 5, 6, 0].map((day) => (
                  <Chip key={day} value={String(day)} size="sm">
                    {t(`weekday.${day}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {form.errors.weekdays && (
              <div
                role="alert"
                style={{ color: "var(--mantine-color-error)", fontSize: "var(--mantine-font-size-xs)" }}
              >
                {form.errors.weekdays}
              </div>
            )}
            <DateField
              label={t("form.until")}
              description={t("form.untilHint")}
              required
              {...form.getInputProps("until")}
            />
          </Stack>
        )}
        {error && !(isApiError(error) && error.errors) && <Alert color="red">{error.message}</Alert>}
        <Group gap="xs">
          <Button type="submit" loading={pending}>
            {lesson ? t("form.save") : t("form.add")}
          </Button>
          <Button variant="default" onClick={() => onDone()}>
            {t("form.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
