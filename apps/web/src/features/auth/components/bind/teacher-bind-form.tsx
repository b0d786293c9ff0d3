import { bindTeacherSchema, type User } from "@edu/shared";
import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { zodFormValidator } from "../../../../lib/form-errors";
import { DESCRIPTION_STYLES } from "../../lib/input-styles";
import { withPhoneCheck } from "../../lib/phone-check";
import { namesOf, useBindSubmit } from "../../lib/use-bind-submit";
import { NameInputs, PhoneField } from "../person-fields";
import { BindForm } from "./bind-form";

export type TeacherValues = {
  first_name: string;
  last_name: string;
  college: string;
  major: string;
  phone: string;
  bio: string;
};

export const toTeacherPayload = (values: TeacherValues) => ({
  first_name: values.first_name.trim() || undefined,
  last_name: values.last_name.trim() || undefined,
  college: values.college.trim(),
  major: values.major.trim(),
  phone: values.phone.trim(),
  bio: values.bio.trim() || undefined,
});

export const validateTeacher = withPhoneCheck(zodFormValidator(bindTeacherSchema, toTeacherPayload), "phone");

/** Spec §5: a teacher gives college, major and phone (a short bio optional). */
export function TeacherBindForm({ user, onDone }: { user: User; onDone: (user: User) => void }) {
  const { t } = useTranslation("auth");
  const form = useForm<TeacherValues>({
    initialValues: { ...namesOf(user), college: "", major: "", phone: "", bio: "" },
    validate: validateTeacher,
  });
  const bind = useBindSubmit("teacher", form, toTeacherPayload, onDone);
  return (
    <BindForm testId="teacher-form" onSubmit={form.onSubmit(bind.submit)} bind={bind}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NameInputs form={form} />
        <TextInput label={t("fields.college")} required {...form.getInputProps("college")} />
        <TextInput label={t("fields.major")} required {...form.getInputProps("major")} />
      </SimpleGrid>
      <PhoneField form={form} />
      <Textarea
        label={t("fields.bio")}
        description={t("detail.bioHint")}
        styles={DESCRIPTION_STYLES}
        autosize
        minRows={3}
        {...form.getInputProps("bio")}
      />
    </BindForm>
  );
}
