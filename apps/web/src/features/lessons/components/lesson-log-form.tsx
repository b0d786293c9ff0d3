import { CURRENCIES } from "@edu/shared";
import {
  createTeachingLogSchema,
  type NextTeachingLog,
  type TeachingLogKind,
  updateTeachingLogSchema,
} from "@edu/shared/lessons";
import {
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DateField } from "../../../components/date-field/date-field";
import { zodFormValidator } from "../../../lib/form-errors";
import { displayName } from "../../../lib/person-name";
import { useFormSave } from "../../../lib/use-form-save";
import { createTeachingLog, lessonsKeys, updateTeachingLog } from "../api/lessons-api";
import { attendanceOptions } from "../lib/attendance";
import {
  addableStudents,
  formErrorPath,
  type LogFormValues,
  rowForPlaced,
  toLogPayload,
} from "../lib/lesson-log-form";
import {
  DurationFields,
  FormButtons,
  RemovableRowHeading,
  SaveFailure,
  TimezoneSelect,
  useRichTextFields,
} from "./lesson-form-fields";

type Person = { id: number; username: string; first_name: string; last_name: string };

export type LessonLogFormProps = {
  classId: number;
  className: string;
  kind: TeachingLogKind;
  /** The log being edited; absent when writing a new one. */
  logId?: number;
  initial: LogFormValues;
  /** The class's placed students (next-teaching-log), for adding rows. */
  placed: NextTeachingLog["students"];
  /** The class's teachers (staff choose who taught). */
  teachers: Person[];
  isStaff: boolean;
};

const remap = (errors: FormErrors): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [formErrorPath(path), message]));

/**
 * The lesson log form (spec 02 §7 "log creation per schedule"): when and how long, who taught (staff),
 * the salary (staff only), each student's attendance, vocabulary test and note, what was covered
 * (rich text), homework, and whether to mail the log. Leaving with unsaved changes asks first.
 */
export function LessonLogForm({
  classId,
  className,
  kind,
  logId,
  initial,
  placed,
  teachers,
  isStaff,
}: LessonLogFormProps) {
  const { t } = useTranslation("lessons");
  const navigate = useNavigate();
  const richText = useRichTextFields(180);
  const editing = logId !== undefined;
  const toPayload = (values: LogFormValues) =>
    toLogPayload(values, { isStaff, classId: editing ? undefined : classId });
  const validator = zodFormValidator(editing ? updateTeachingLogSchema : createTeachingLogSchema, toPayload);
  const form = useForm<LogFormValues>({
    initialValues: initial,
    validate: (values) => remap(validator(values)),
  });
  const save = useFormSave({
    form,
    mutationFn: (values: LogFormValues) =>
      editing
        ? updateTeachingLog(kind, isStaff, logId, toLogPayload(values, { isStaff }))
        : createTeachingLog(kind, isStaff, toLogPayload(values, { isStaff, classId })),
    savedMessage: t("form.saved"),
    pageOf: (saved) => `/session-class/${classId}/log/${saved.id}`,
    refresh: lessonsKeys.all,
    errorPaths: remap,
  });

  const statusOptions = useMemo(() => attendanceOptions(t), [t]);
  const addable = addableStudents(placed, form.values.students);
  const studentsError = form.errors.students;

  const editor = (name: "content" | "homework") =>
    richText.field(name, {
      label: t(`fields.${name}`),
      value: form.values[name],
      onChange: (html) => form.setFieldValue(name, html),
      error: form.errors[name],
      minHeight: name === "content" ? 180 : 120,
    });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <Text c="gray.7">{t("form.classLine", { name: className })}</Text>
        <SaveFailure error={save.error} />
        <Fieldset legend={t("form.when")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <DateField label={t("fields.date")} required {...form.getInputProps("date")} />
            <TextInput type="time" label={t("fields.time")} required {...form.getInputProps("time")} />
            <TimezoneSelect {...form.getInputProps("timezone")} />
            {isStaff && (
              <Select
                label={t("fields.teacher")}
                data={teachers.map((p) => ({ value: String(p.id), label: displayName(p) }))}
                allowDeselect={false}
                {...form.getInputProps("teacher_user_id")}
              />
            )}
          </SimpleGrid>
          <DurationFields
            hours={form.getInputProps("duration_hours")}
            minutes={form.getInputProps("duration_minutes")}
          />
        </Fieldset>

        {isStaff && (
          <Fieldset legend={t("fields.salary")}>
            <Group gap="sm" align="flex-start">
              <TextInput
                label={t("form.salaryPerHour")}
                description={t("form.salaryHint")}
                inputMode="decimal"
                w={200}
                {...form.getInputProps("salary")}
              />
              <Select
                label={t("fields.currency")}
                data={[...CURRENCIES]}
                allowDeselect={false}
                w={110}
                {...form.getInputProps("salary_currency")}
              />
            </Group>
          </Fieldset>
        )}

        <Fieldset legend={t("fields.students")}>
          <Stack gap="sm">
            {form.values.students.length === 0 && <Text c="gray.7">{t("form.noStudents")}</Text>}
            {form.values.students.map((row, index) => (
              <Paper
                key={row.student_class_ticket_id}
                withBorder
                p="sm"
                radius="md"
                data-testid="log-student"
              >
                <Stack gap="xs">
                  <RemovableRowHeading
                    name={row.name}
                    removeLabel={t("form.removeStudent", { name: row.name })}
                    onRemove={() => form.removeListItem("students", index)}
                    fw={600}
                  />
                  <Group gap="sm" align="flex-end" wrap="wrap">
                    <Select
                      label={t("fields.attendance")}
                      data={statusOptions}
                      allowDeselect={false}
                      w={{ base: "100%", xs: 200 }}
                      {...form.getInputProps(`students.${index}.attendance_status`)}
                    />
                    <Checkbox
                      label={t("fields.vocabTest")}
                      mb={8}
                      {...form.getInputProps(`students.${index}.has_vocab_test`, { type: "checkbox" })}
                    />
                  </Group>
                  <TextInput
                    label={t("fields.comment")}
                    {...form.getInputProps(`students.${index}.comment`)}
                  />
                </Stack>
              </Paper>
            ))}
            {addable.length > 0 && (
              <Select
                label={t("form.addStudent")}
                placeholder={t("form.addStudentPlaceholder")}
                data={addable.map((s) => ({
                  value: String(s.student_class_ticket_id),
                  label: displayName(s.student),
                }))}
                value={null}
                searchable
                w={{ base: "100%", xs: 320 }}
                onChange={(value) => {
                  const student = addable.find((s) => String(s.student_class_ticket_id) === value);
                  if (student) form.insertListItem("students", rowForPlaced(student));
                }}
              />
            )}
            {typeof studentsError === "string" && (
              <Text c="red" size="sm" role="alert">
                {studentsError}
              </Text>
            )}
          </Stack>
        </Fieldset>

        {editor("content")}
        {editor("homework")}
        <Textarea
          label={t("fields.note")}
          description={t("form.noteHint")}
          rows={3}
          {...form.getInputProps("note")}
        />

        <Group gap="lg">
          <Checkbox
            label={t("fields.mailToStudents")}
            {...form.getInputProps("mail_to_students", { type: "checkbox" })}
          />
          <Checkbox
            label={t("fields.mailToParents")}
            {...form.getInputProps("mail_to_parents", { type: "checkbox" })}
          />
        </Group>

        <FormButtons
          cancelLabel={t("cancel")}
          onCancel={() => navigate(-1)}
          submitLabel={editing ? t("form.saveChanges") : t("form.create")}
          saving={save.isPending}
          imagesPending={richText.imagesPending}
        />
      </Stack>
    </form>
  );
}
