import { CURRENCIES } from "@edu/shared";
import { Checkbox, Fieldset, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import {
  addOnce,
  newStudentRow,
  newTeacherRow,
  type PrivateLessonFormValues,
} from "../lib/private-lesson-form";
import { RemovableRowHeading } from "./lesson-form-fields";
import { LessonPersonPicker } from "./lesson-person-picker";

type LessonForm = UseFormReturnType<PrivateLessonFormValues>;
type PeopleField = "lesson_requests" | "teachers";
type Person = { id: number; username: string; first_name: string; last_name: string };

/** A lesson takes ten students and ten teachers at the most. */
const MAX_PEOPLE = 10;

const TEXTS = {
  lesson_requests: {
    role: "student",
    legend: "lessonForm.students",
    empty: "lessonForm.noStudents",
    add: "lessonForm.addStudent",
  },
  teachers: {
    role: "teacher",
    legend: "lessonForm.teachers",
    empty: "lessonForm.noTeachers",
    add: "lessonForm.addTeacher",
  },
} as const;

/** A teacher's yes/no fields and their labels. */
const TEACHER_FLAGS = [
  ["can_see_others", "lessonForm.canSeeOthers"],
  ["need_to_intro", "lessonForm.needToIntro"],
  ["is_update_teacher_bio", "lessonForm.updateBio"],
] as const;

const currencyData = CURRENCIES.map((c) => ({ value: c, label: c }));

/**
 * The private lesson form's students (fee, online fee, pay first) or teachers (salary, online salary,
 * unit, flags): a row a person, taken out with its button, added with a picker (each person once).
 */
export function PeopleFieldset({ form, field }: { form: LessonForm; field: PeopleField }) {
  const { t } = useTranslation("lessons");
  const texts = TEXTS[field];
  const v = form.values;
  const rows: readonly { name: string }[] = v[field];
  const ids =
    field === "teachers"
      ? v.teachers.map((r) => r.teacher_user_id)
      : v.lesson_requests.map((r) => r.student_user_id);
  const add = (person: Person) =>
    field === "teachers"
      ? form.setFieldValue(
          "teachers",
          addOnce(v.teachers, newTeacherRow(person), (r) => r.teacher_user_id),
        )
      : form.setFieldValue(
          "lesson_requests",
          addOnce(v.lesson_requests, newStudentRow(person), (r) => r.student_user_id),
        );
  return (
    <Fieldset legend={t(texts.legend)}>
      <Stack gap="sm">
        {rows.length === 0 && <Text c="gray.7">{t(texts.empty)}</Text>}
        {rows.map((row, index) => (
          <Paper key={ids[index]} withBorder p="sm" data-testid={`lesson-${texts.role}-row`}>
            <RemovableRowHeading
              name={row.name}
              removeLabel={t("lessonForm.removePerson", { name: row.name })}
              onRemove={() => form.removeListItem(field, index)}
            />
            {field === "teachers" ? (
              <TeacherFields form={form} index={index} />
            ) : (
              <StudentFields form={form} index={index} />
            )}
          </Paper>
        ))}
        <LessonPersonPicker
          label={t(texts.add)}
          userRole={texts.role}
          exclude={ids}
          disabled={rows.length >= MAX_PEOPLE}
          onPick={add}
        />
      </Stack>
    </Fieldset>
  );
}

/** An amount and its currency, side by side (a student's fee, a teacher's salary). */
function MoneyFields({ form, label, path }: { form: LessonForm; label: string; path: string }) {
  const { t } = useTranslation("lessons");
  return (
    <>
      <TextInput label={label} inputMode="decimal" {...form.getInputProps(path)} />
      <Select
        label={t("lessonForm.currency")}
        data={currencyData}
        allowDeselect={false}
        {...form.getInputProps(`${path}_currency`)}
      />
    </>
  );
}

function StudentFields({ form, index }: { form: LessonForm; index: number }) {
  const { t } = useTranslation("lessons");
  const row = `lesson_requests.${index}`;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
        <MoneyFields form={form} label={t("lessonForm.fee")} path={`${row}.fee`} />
        <MoneyFields form={form} label={t("lessonForm.onlineFee")} path={`${row}.online_fee`} />
      </SimpleGrid>
      <Checkbox
        mt="xs"
        label={t("lessonForm.needPayFirst")}
        {...form.getInputProps(`${row}.need_pay_first`, { type: "checkbox" })}
      />
    </>
  );
}

function TeacherFields({ form, index }: { form: LessonForm; index: number }) {
  const { t } = useTranslation("lessons");
  const row = `teachers.${index}`;
  const unitData = [1, 2, 3].map((u) => ({ value: String(u), label: t(`lessonForm.salaryUnit.${u}`) }));
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" mt="xs">
        <MoneyFields form={form} label={t("lessonForm.salary")} path={`${row}.salary`} />
        <MoneyFields form={form} label={t("lessonForm.onlineSalary")} path={`${row}.online_salary`} />
        <Select
          label={t("lessonForm.salaryUnitLabel")}
          data={unitData}
          allowDeselect={false}
          {...form.getInputProps(`${row}.salary_unit`)}
        />
      </SimpleGrid>
      <Group gap="md" mt="xs">
        {TEACHER_FLAGS.map(([flag, label]) => (
          <Checkbox
            key={flag}
            label={t(label)}
            {...form.getInputProps(`${row}.${flag}`, { type: "checkbox" })}
          />
        ))}
      </Group>
    </>
  );
}
