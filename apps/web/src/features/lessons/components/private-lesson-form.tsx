import {
  addCustomLessonSchema,
  type PrivateLessonTextField,
  TIMESLOT_PERIODS,
  updateCustomLessonSchema,
} from "@edu/shared/lessons";
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DateField } from "../../../components/date-field/date-field";
import { zodFormValidator } from "../../../lib/form-errors";
import { useFormSave } from "../../../lib/use-form-save";
import { BaseTranslationsEditor, type TranslationField } from "../../content-admin";
import { addCustomLesson, lessonsKeys, updateCustomLesson } from "../api/lessons-api";
import {
  defaultTimeslot,
  lessonFormErrors,
  type PrivateLessonFormValues,
  toLessonPayload,
} from "../lib/private-lesson-form";
import {
  DurationFields,
  FormButtons,
  SaveFailure,
  TimezoneSelect,
  useRichTextFields,
} from "./lesson-form-fields";
import { PeopleFieldset } from "./private-lesson-people";

export type PrivateLessonFormProps = {
  /** The class being edited; absent when creating. */
  classId?: number;
  initial: PrivateLessonFormValues;
};

/**
 * The private/custom lesson form (spec 02 "Private lesson"): the lesson's fields with §9 defaults,
 * timeslots, students (fee, online fee, pay first) and teachers (salary, online salary, unit, flags)
 * added and removed inline, and the mail flags. Leaving with unsaved changes asks first.
 */
export function PrivateLessonForm({ classId, initial }: PrivateLessonFormProps) {
  const { t } = useTranslation("lessons");
  const navigate = useNavigate();
  const richText = useRichTextFields(140);
  const editing = classId !== undefined;
  const toPayload = (values: PrivateLessonFormValues) => toLessonPayload(values, classId);
  const validator = zodFormValidator(editing ? updateCustomLessonSchema : addCustomLessonSchema, toPayload);
  const form = useForm<PrivateLessonFormValues>({
    initialValues: initial,
    validate: (values) => lessonFormErrors(validator(values)),
  });
  const save = useFormSave({
    form,
    mutationFn: (values: PrivateLessonFormValues) =>
      classId !== undefined
        ? updateCustomLesson(toLessonPayload(values, classId))
        : addCustomLesson(toLessonPayload(values)),
    savedMessage: editing ? t("lessonForm.saved") : t("lessonForm.created"),
    pageOf: (saved) => `/private/private-lessons/${saved.class_id}/detail`,
    refresh: lessonsKeys.all,
    errorPaths: lessonFormErrors,
  });

  const perData = TIMESLOT_PERIODS.map((p) => ({ value: p, label: t(`lessonForm.per.${p}`) }));
  const v = form.values;
  const titleFields: TranslationField<PrivateLessonTextField>[] = [
    { name: "title", label: t("lessonForm.title"), required: true },
  ];
  const editor = (name: "request_content" | "mail_content", label: string) =>
    richText.field(name, {
      label,
      value: v[name],
      onChange: (html) => form.setFieldValue(name, html),
      error: form.errors[name],
      minHeight: 120,
    });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <SaveFailure error={save.error} />
        <Fieldset legend={t("lessonForm.lesson")}>
          <Stack gap="sm">
            <BaseTranslationsEditor
              fields={titleFields}
              base={{ title: v.title }}
              translations={v.translations}
              onBaseChange={(field, text) => form.setFieldValue(field, text)}
              onTranslationChange={(locale, field, text) =>
                form.setFieldValue(`translations.${locale}.${field}`, text)
              }
              errors={form.errors}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t("lessonForm.subjectType")} {...form.getInputProps("subject_type")} />
              <TextInput label={t("lessonForm.subject")} {...form.getInputProps("subject")} />
            </SimpleGrid>
            <Group gap="lg">
              <Checkbox
                label={t("lessonForm.isOnline")}
                {...form.getInputProps("is_online", { type: "checkbox" })}
              />
              <Checkbox
                label={t("lessonForm.lookForTeacher")}
                {...form.getInputProps("look_for_teacher", { type: "checkbox" })}
              />
            </Group>
            <TextInput label={t("lessonForm.address")} {...form.getInputProps("address")} />
            <NumberInput
              label={t("lessonForm.contactTool")}
              min={0}
              max={20}
              allowDecimal={false}
              w={200}
              {...form.getInputProps("contact_tool_preference")}
            />
            <Textarea
              label={t("lessonForm.requestTimeInfo")}
              rows={3}
              {...form.getInputProps("request_time_info")}
            />
            {editor("request_content", t("lessonForm.requestContent"))}
          </Stack>
        </Fieldset>

        <Fieldset legend={t("lessonForm.schedule")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <DateField label={t("lessonForm.startedDate")} {...form.getInputProps("started_date")} />
            <TextInput
              type="time"
              label={t("lessonForm.startedTime")}
              // Spec 02 §5: a start is a date and a time; with one of them only, none is saved.
              description={
                (v.started_date.trim() === "") !== (v.started_time.trim() === "")
                  ? t("lessonForm.startNeedsBoth")
                  : undefined
              }
              {...form.getInputProps("started_time")}
            />
            <TimezoneSelect {...form.getInputProps("timezone")} />
          </SimpleGrid>
          <DurationFields
            hours={form.getInputProps("duration_hours")}
            minutes={form.getInputProps("duration_minutes")}
          />
          <Text fw={500} size="sm" mt="md">
            {t("lessonForm.timeslots")}
          </Text>
          <Stack gap="xs" mt={4}>
            {v.session_class_timeslots.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: timeslots have no id until saved
              <Group key={index} gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  type="time"
                  label={t("lessonForm.from")}
                  w={120}
                  {...form.getInputProps(`session_class_timeslots.${index}.from`)}
                />
                <TextInput
                  type="time"
                  label={t("lessonForm.to")}
                  w={120}
                  {...form.getInputProps(`session_class_timeslots.${index}.to`)}
                />
                <NumberInput
                  label={t("lessonForm.times")}
                  min={1}
                  max={31}
                  allowDecimal={false}
                  w={80}
                  {...form.getInputProps(`session_class_timeslots.${index}.times`)}
                />
                <Select
                  label={t("lessonForm.perLabel")}
                  data={perData}
                  allowDeselect={false}
                  w={110}
                  {...form.getInputProps(`session_class_timeslots.${index}.per`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t("lessonForm.removeTimeslot")}
                  onClick={() => form.removeListItem("session_class_timeslots", index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              disabled={v.session_class_timeslots.length >= 14}
              onClick={() => form.insertListItem("session_class_timeslots", defaultTimeslot())}
            >
              {t("lessonForm.addTimeslot")}
            </Button>
          </Stack>
        </Fieldset>

        <PeopleFieldset form={form} field="lesson_requests" />
        <PeopleFieldset form={form} field="teachers" />

        <Fieldset legend={t("lessonForm.notes")}>
          <Stack gap="sm">
            <Textarea label={t("lessonForm.adminNote")} rows={3} {...form.getInputProps("admin_note")} />
            <Textarea label={t("lessonForm.teacherNote")} rows={3} {...form.getInputProps("teacher_note")} />
          </Stack>
        </Fieldset>

        <Fieldset legend={t("lessonForm.mail")}>
          <Stack gap="sm">
            {editor("mail_content", t("lessonForm.mailContent"))}
            <Group gap="lg">
              <Checkbox
                label={t("lessonForm.mailTeachers")}
                {...form.getInputProps("mail_to_teachers", { type: "checkbox" })}
              />
              <Checkbox
                label={t("lessonForm.mailStudents")}
                {...form.getInputProps("mail_to_students", { type: "checkbox" })}
              />
              <Checkbox
                label={t("lessonForm.mailParents")}
                {...form.getInputProps("mail_to_parents", { type: "checkbox" })}
              />
            </Group>
          </Stack>
        </Fieldset>

        <FormButtons
          cancelLabel={t("lessonForm.cancel")}
          onCancel={() =>
            navigate(editing ? `/private/private-lessons/${classId}/detail` : "/private/private-lessons")
          }
          submitLabel={editing ? t("lessonForm.save") : t("lessonForm.create")}
          saving={save.isPending}
          imagesPending={richText.imagesPending}
        />
      </Stack>
    </form>
  );
}
