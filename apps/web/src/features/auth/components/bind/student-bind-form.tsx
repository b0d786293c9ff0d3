import { bindStudentSchema, type User } from "@edu/shared";
import { SimpleGrid } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zodFormValidator } from "../../../../lib/form-errors";
import { withPhoneCheck } from "../../lib/phone-check";
import { namesOf, useBindSubmit } from "../../lib/use-bind-submit";
import { NameInputs, PhoneField, SchoolInputs } from "../person-fields";
import { BindForm } from "./bind-form";

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
  const form = useForm<StudentValues>({
    initialValues: { ...namesOf(user), school: "", grade_level: null, phone: "" },
    validate: validateStudent,
  });
  const bind = useBindSubmit("student", form, toStudentPayload, onDone);
  return (
    <BindForm testId="student-form" onSubmit={form.onSubmit(bind.submit)} bind={bind}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NameInputs form={form} />
        <SchoolInputs form={form} />
      </SimpleGrid>
      <PhoneField form={form} />
    </BindForm>
  );
}
