import { CURRENCIES } from "@edu/shared";
import {
  createTeachingLogSchema,
  type NextTeachingLog,
  type TeachingLogKind,
  updateTeachingLogSchema,
} from "@edu/shared/lessons";
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { displayName } from "../../../lib/person-name";
import { createTeachingLog, lessonsKeys, updateTeachingLog } from "../api/lessons-api";
import { attendanceOptions } from "../lib/attendance";
import {
  addableStudents,
  formErrorPath,
  type LogFormValues,
  rowForPlaced,
  toLogPayload,
} from "../lib/lesson-log-form";

// Heavy (tiptap, toolbar): its own chunk, fetched by the log form only.
const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

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

/** Every IANA zone the browser knows, with the current value kept even if it is not listed. */
function timezoneOptions(current: string): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.("timeZone") ?? [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

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
  const { t, i18n } = useTranslation("lessons");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState<number | null>(null);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const imagesPending = Object.values(uploading).some(Boolean);
  const editing = logId !== undefined;
  const toPayload = (values: LogFormValues) =>
    toLogPayload(values, { isStaff, classId: editing ? undefined : classId });
  const validator = zodFormValidator(editing ? updateTeachingLogSchema : createTeachingLogSchema, toPayload);
  const form = useForm<LogFormValues>({
    initialValues: initial,
    validate: (values) => remap(validator(values)),
  });
  const save = useMutation({
    mutationFn: (values: LogFormValues) =>
      editing
        ? updateTeachingLog(kind, isStaff, logId, toLogPayload(values, { isStaff }))
        : createTeachingLog(kind, isStaff, toLogPayload(values, { isStaff, classId })),
    onSuccess: async (saved) => {
      form.resetDirty();
      notifications.show({ color: "teal", message: t("form.saved") });
      await queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
      setSavedId(saved.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(remap(serverFieldErrors(error.errors)));
    },
  });
  useUnsavedChangesGuard(form.isDirty() && savedId === null);
  useEffect(() => {
    if (savedId !== null) navigate(`/session-class/${classId}/log/${savedId}`);
  }, [savedId, classId, navigate]);

  const statusOptions = useMemo(() => attendanceOptions(t), [t]);
  const zones = useMemo(() => timezoneOptions(form.values.timezone), [form.values.timezone]);
  const addable = addableStudents(placed, form.values.students);
  const studentsError = form.errors.students;

  const editor = (name: "content" | "homework") => (
    <Suspense fallback={<Skeleton h={180} radius="sm" data-testid="rich-text-loading" />}>
      <RichTextEditor
        label={t(`fields.${name}`)}
        value={form.values[name]}
        onChange={(html) => form.setFieldValue(name, html)}
        error={form.errors[name]}
        lang={i18n.language}
        minHeight={name === "content" ? 180 : 120}
        onUploadingChange={(busy) => setUploading((prev) => ({ ...prev, [name]: busy }))}
      />
    </Suspense>
  );

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <Text c="gray.7">{t("form.classLine", { name: className })}</Text>
        {save.isError && !(isApiError(save.error) && save.error.errors) && (
          <Alert color="red">{save.error.message}</Alert>
        )}
        <Fieldset legend={t("form.when")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <DateField label={t("fields.date")} required {...form.getInputProps("date")} />
            <TextInput type="time" label={t("fields.time")} required {...form.getInputProps("time")} />
            <Select
              label={t("fields.timezone")}
              data={zones}
              searchable
              allowDeselect={false}
              {...form.getInputProps("timezone")}
            />
            {isStaff && (
              <Select
                label={t("fields.teacher")}
                data={teachers.map((p) => ({ value: String(p.id), label: displayName(p) }))}
                allowDeselect={false}
                {...form.getInputProps("teacher_user_id")}
              />
            )}
          </SimpleGrid>
          <Group gap="sm" mt="sm" align="flex-start">
            <NumberInput
              label={t("fields.durationHours")}
              min={0}
              max={12}
              allowDecimal={false}
              w={130}
              {...form.getInputProps("duration_hours")}
            />
            <NumberInput
              label={t("fields.durationMinutes")}
              min={0}
              max={59}
              step={5}
              allowDecimal={false}
              w={130}
              {...form.getInputProps("duration_minutes")}
            />
          </Group>
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
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{row.name}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("form.removeStudent", { name: row.name })}
                      onClick={() => form.removeListItem("students", index)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
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

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(-1)}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={imagesPending}>
            {editing ? t("form.saveChanges") : t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
