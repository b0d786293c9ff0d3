import { CURRENCIES } from "@edu/shared";
import {
  addCustomLessonSchema,
  type PrivateLessonTextField,
  TIMESLOT_PERIODS,
  updateCustomLessonSchema,
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
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { BaseTranslationsEditor, type TranslationField } from "../../content-admin";
import { addCustomLesson, lessonsKeys, updateCustomLesson } from "../api/lessons-api";
import {
  addOnce,
  defaultTimeslot,
  lessonFormErrors,
  newStudentRow,
  newTeacherRow,
  type PrivateLessonFormValues,
  timezoneOptions,
  toLessonPayload,
} from "../lib/private-lesson-form";
import { LessonPersonPicker } from "./lesson-person-picker";

// Heavy (tiptap, toolbar): its own chunk, fetched by the forms only.
const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

export type PrivateLessonFormProps = {
  /** The class being edited; absent when creating. */
  classId?: number;
  initial: PrivateLessonFormValues;
};

const currencyData = CURRENCIES.map((c) => ({ value: c, label: c }));

/**
 * The private/custom lesson form (spec 02 "Private lesson"): the lesson's fields with §9 defaults,
 * timeslots, students (fee, online fee, pay first) and teachers (salary, online salary, unit, flags)
 * added and removed inline, and the mail flags. Leaving with unsaved changes asks first.
 */
export function PrivateLessonForm({ classId, initial }: PrivateLessonFormProps) {
  const { t, i18n } = useTranslation("lessons");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState<number | null>(null);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const imagesPending = Object.values(uploading).some(Boolean);
  const editing = classId !== undefined;
  const toPayload = (values: PrivateLessonFormValues) => toLessonPayload(values, classId);
  const validator = zodFormValidator(editing ? updateCustomLessonSchema : addCustomLessonSchema, toPayload);
  const form = useForm<PrivateLessonFormValues>({
    initialValues: initial,
    validate: (values) => lessonFormErrors(validator(values)),
  });
  const save = useMutation({
    mutationFn: (values: PrivateLessonFormValues) =>
      classId !== undefined
        ? updateCustomLesson(toLessonPayload(values, classId))
        : addCustomLesson(toLessonPayload(values)),
    onSuccess: async (saved) => {
      form.resetDirty();
      notifications.show({
        color: "teal",
        message: editing ? t("lessonForm.saved") : t("lessonForm.created"),
      });
      await queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
      setSavedId(saved.class_id);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors)
        form.setErrors(lessonFormErrors(serverFieldErrors(error.errors)));
    },
  });
  useUnsavedChangesGuard(form.isDirty() && savedId === null);
  useEffect(() => {
    if (savedId !== null) navigate(`/private/private-lessons/${savedId}/detail`);
  }, [savedId, navigate]);

  const zones = useMemo(() => timezoneOptions(form.values.timezone), [form.values.timezone]);
  const unitData = [1, 2, 3].map((u) => ({ value: String(u), label: t(`lessonForm.salaryUnit.${u}`) }));
  const perData = TIMESLOT_PERIODS.map((p) => ({ value: p, label: t(`lessonForm.per.${p}`) }));
  const v = form.values;
  const titleFields: TranslationField<PrivateLessonTextField>[] = [
    { name: "title", label: t("lessonForm.title"), required: true },
  ];
  const editor = (name: "request_content" | "mail_content", label: string) => (
    <Suspense fallback={<Skeleton h={140} radius="sm" data-testid="rich-text-loading" />}>
      <RichTextEditor
        label={label}
        value={form.values[name]}
        onChange={(html) => form.setFieldValue(name, html)}
        error={form.errors[name]}
        lang={i18n.language}
        minHeight={120}
        onUploadingChange={(busy) => setUploading((prev) => ({ ...prev, [name]: busy }))}
      />
    </Suspense>
  );

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        {save.isError && !(isApiError(save.error) && save.error.errors) && (
          <Alert color="red">{save.error.message}</Alert>
        )}
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
            <Select
              label={t("fields.timezone")}
              data={zones}
              searchable
              allowDeselect={false}
              {...form.getInputProps("timezone")}
            />
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

        <Fieldset legend={t("lessonForm.students")}>
          <Stack gap="sm">
            {v.lesson_requests.length === 0 && <Text c="gray.7">{t("lessonForm.noStudents")}</Text>}
            {v.lesson_requests.map((row, index) => (
              <Paper key={row.student_user_id} withBorder p="sm" data-testid="lesson-student-row">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={500}>{row.name}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("lessonForm.removePerson", { name: row.name })}
                    onClick={() => form.removeListItem("lesson_requests", index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
                  <TextInput
                    label={t("lessonForm.fee")}
                    inputMode="decimal"
                    {...form.getInputProps(`lesson_requests.${index}.fee`)}
                  />
                  <Select
                    label={t("lessonForm.currency")}
                    data={currencyData}
                    allowDeselect={false}
                    {...form.getInputProps(`lesson_requests.${index}.fee_currency`)}
                  />
                  <TextInput
                    label={t("lessonForm.onlineFee")}
                    inputMode="decimal"
                    {...form.getInputProps(`lesson_requests.${index}.online_fee`)}
                  />
                  <Select
                    label={t("lessonForm.currency")}
                    data={currencyData}
                    allowDeselect={false}
                    {...form.getInputProps(`lesson_requests.${index}.online_fee_currency`)}
                  />
                </SimpleGrid>
                <Checkbox
                  mt="xs"
                  label={t("lessonForm.needPayFirst")}
                  {...form.getInputProps(`lesson_requests.${index}.need_pay_first`, { type: "checkbox" })}
                />
              </Paper>
            ))}
            <LessonPersonPicker
              label={t("lessonForm.addStudent")}
              userRole="student"
              exclude={v.lesson_requests.map((r) => r.student_user_id)}
              disabled={v.lesson_requests.length >= 10}
              onPick={(person) =>
                form.setFieldValue(
                  "lesson_requests",
                  addOnce(v.lesson_requests, newStudentRow(person), (r) => r.student_user_id),
                )
              }
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t("lessonForm.teachers")}>
          <Stack gap="sm">
            {v.teachers.length === 0 && <Text c="gray.7">{t("lessonForm.noTeachers")}</Text>}
            {v.teachers.map((row, index) => (
              <Paper key={row.teacher_user_id} withBorder p="sm" data-testid="lesson-teacher-row">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={500}>{row.name}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("lessonForm.removePerson", { name: row.name })}
                    onClick={() => form.removeListItem("teachers", index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" mt="xs">
                  <TextInput
                    label={t("lessonForm.salary")}
                    inputMode="decimal"
                    {...form.getInputProps(`teachers.${index}.salary`)}
                  />
                  <Select
                    label={t("lessonForm.currency")}
                    data={currencyData}
                    allowDeselect={false}
                    {...form.getInputProps(`teachers.${index}.salary_currency`)}
                  />
                  <TextInput
                    label={t("lessonForm.onlineSalary")}
                    inputMode="decimal"
                    {...form.getInputProps(`teachers.${index}.online_salary`)}
                  />
                  <Select
                    label={t("lessonForm.currency")}
                    data={currencyData}
                    allowDeselect={false}
                    {...form.getInputProps(`teachers.${index}.online_salary_currency`)}
                  />
                  <Select
                    label={t("lessonForm.salaryUnitLabel")}
                    data={unitData}
                    allowDeselect={false}
                    {...form.getInputProps(`teachers.${index}.salary_unit`)}
                  />
                </SimpleGrid>
                <Group gap="md" mt="xs">
                  <Checkbox
                    label={t("lessonForm.canSeeOthers")}
                    {...form.getInputProps(`teachers.${index}.can_see_others`, { type: "checkbox" })}
                  />
                  <Checkbox
                    label={t("lessonForm.needToIntro")}
                    {...form.getInputProps(`teachers.${index}.need_to_intro`, { type: "checkbox" })}
                  />
                  <Checkbox
                    label={t("lessonForm.updateBio")}
                    {...form.getInputProps(`teachers.${index}.is_update_teacher_bio`, { type: "checkbox" })}
                  />
                </Group>
              </Paper>
            ))}
            <LessonPersonPicker
              label={t("lessonForm.addTeacher")}
              userRole="teacher"
              exclude={v.teachers.map((r) => r.teacher_user_id)}
              disabled={v.teachers.length >= 10}
              onPick={(person) =>
                form.setFieldValue(
                  "teachers",
                  addOnce(v.teachers, newTeacherRow(person), (r) => r.teacher_user_id),
                )
              }
            />
          </Stack>
        </Fieldset>

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

        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() =>
              navigate(editing ? `/private/private-lessons/${classId}/detail` : "/private/private-lessons")
            }
          >
            {t("lessonForm.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={imagesPending}>
            {editing ? t("lessonForm.save") : t("lessonForm.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
