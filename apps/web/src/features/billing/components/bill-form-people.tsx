import { Card, CloseButton, Group, Paper, Select, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { addBillStudent, type BillFormValues, childName, removeBillStudent } from "../lib/bill-form";
import { ParentPicker } from "./parent-picker";

type Props = {
  form: UseFormReturnType<BillFormValues>;
  onPickParent: (parent: NonNullable<BillFormValues["parent"]>) => void;
  /** The parent's children are being read: "no children" is not said yet. */
  loadingChildren: boolean;
  /** Why the last add or remove of a student was refused, or null. */
  studentError: string | null;
  onStudentError: (message: string | null) => void;
};

/** Who the bill is for: the parent, and the children on it (added and removed by the shared rules). */
export function BillFormPeople({ form, onPickParent, loadingChildren, studentError, onStudentError }: Props) {
  const { t } = useTranslation("billing");
  const values = form.values;
  const nameOf = (id: number) => childName(values, id);
  const addable = values.children.filter((child) => !values.students.includes(child.id));
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <ParentPicker
          label={t("form.parent")}
          placeholder={t("form.parentSearch")}
          value={values.parent}
          onPick={onPickParent}
          error={form.errors.parent ? String(form.errors.parent) : undefined}
        />
        <Stack gap={6}>
          <Text fw={500} size="sm">
            {t("form.students")}
          </Text>
          <Group gap="xs" data-testid="bill-students">
            {values.students.map((id) => (
              <Card key={id} withBorder padding={6} radius="sm">
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{nameOf(id)}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={t("form.removeStudent", { name: nameOf(id) })}
                    onClick={() => {
                      const result = removeBillStudent(values, id);
                      if (result.ok) {
                        form.setFieldValue("students", result.values.students);
                        form.setFieldValue("manual", result.values.manual);
                        onStudentError(null);
                      } else onStudentError(t("form.onlyStudent"));
                    }}
                  />
                </Group>
              </Card>
            ))}
            {values.parent && values.children.length === 0 && !loadingChildren && (
              <Text size="sm" c="gray.7">
                {t("form.noChildren")}
              </Text>
            )}
          </Group>
          {addable.length > 0 && (
            <Select
              aria-label={t("form.addStudent")}
              placeholder={t("form.addStudent")}
              data={addable.map((child) => ({ value: String(child.id), label: nameOf(child.id) }))}
              value={null}
              onChange={(value) => {
                if (!value) return;
                const result = addBillStudent(values, Number(value));
                if (result.ok) {
                  form.setFieldValue("students", result.values.students);
                  onStudentError(null);
                } else onStudentError(t("form.studentTwice"));
              }}
              maw={320}
            />
          )}
          {studentError && (
            <Text size="sm" c="red" role="alert">
              {studentError}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
