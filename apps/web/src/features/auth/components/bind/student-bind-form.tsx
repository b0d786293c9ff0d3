import { bindStudentSchema, type User } from "@edu/shared";
import { Button, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { NameFields } from "../../../../components/name-fields/name-fields";
import { zodFormValidator } from "../../../../lib/form-errors";
import { gradeOptions } from "../../lib/grade-options";
import { withPhoneCheck } from "../../lib/phone-check";
import { useBindSubmit } from "../../lib/use-bind-submit";
import { PhoneInput } from "../phone-input";
import { SubmitError } from "./submit-error";

export type StudentValues = {
  first_name: string;
  last_name: string;
  school: string;
  grade_level: string | null;
  phone: string;
};

export const toStudentPayload = (values: StudentValues) => ({
  first_name: values.first_name.trim() || undefined,
  last_name: values.last_name.trim() || undefined,
  school: values.school.trim(),
  grade_level: (values.grade_level ?? undefined) as never,
  phone: values.phone.trim(),
});

export const validateStudent = withPhoneCheck(zodFormValidator(bindStudentSchema, toStudentPayload), "phone");

/** Spec §5: a student gives school and phone (grade optional). */
export function StudentBindForm({ user, onDone }: { user: User; onDone: (user: User) => void }) {
  const { t } = useTranslation("auth");
  const form = useForm<StudentValues>({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      school: "",
      grade_level: null,
      phone: "",
    },
    validate: validateStudent,
  });
  const { submit, pending, submitError } = useBindSubmit("student", form, toStudentPayload, onDone);
  const phone = form.getInputProps("phone");
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="student-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NameFields
            given={
              <TextInput
                label={t("fields.firstName")}
                autoComplete="given-name"
                {...form.getInputProps("first_name")}
              />
            }
            family={
              <TextInput
                label={t("fields.lastName")}
                autoComplete="family-name"
                {...form.getInputProps("last_name")}
              />
            }
          />
          <TextInput label={t("fields.school")} required {...form.getInputProps("school")} />
          <Select
            label={t("fields.gradeLevel")}
            data={gradeOptions(t)}
            clearable
            {...form.getInputProps("grade_level")}
          />
        </SimpleGrid>
        <PhoneInput
          label={t("fields.phone")}
          required
          value={phone.value}
          onChange={phone.onChange}
          error={phone.error}
        />
        <SubmitError text={submitError} />
        <Button type="submit" loading={pending}>
          {t("detail.submit")}
        </Button>
      </Stack>
    </form>
  );
}
