import { bindTeacherSchema, type User } from "@edu/shared";
import { Button, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { NameFields } from "../../../../components/name-fields/name-fields";
import { zodFormValidator } from "../../../../lib/form-errors";
import { DESCRIPTION_STYLES } from "../../lib/input-styles";
import { withPhoneCheck } from "../../lib/phone-check";
import { useBindSubmit } from "../../lib/use-bind-submit";
import { PhoneInput } from "../phone-input";
import { SubmitError } from "./submit-error";

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
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      college: "",
      major: "",
      phone: "",
      bio: "",
    },
    validate: validateTeacher,
  });
  const { submit, pending, submitError } = useBindSubmit("teacher", form, toTeacherPayload, onDone);
  const phone = form.getInputProps("phone");
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="teacher-form">
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
          <TextInput label={t("fields.college")} required {...form.getInputProps("college")} />
          <TextInput label={t("fields.major")} required {...form.getInputProps("major")} />
        </SimpleGrid>
        <PhoneInput
          label={t("fields.phone")}
          required
          value={phone.value}
          onChange={phone.onChange}
          error={phone.error}
        />
        <Textarea
          label={t("fields.bio")}
          description={t("detail.bioHint")}
          styles={DESCRIPTION_STYLES}
          autosize
          minRows={3}
          {...form.getInputProps("bio")}
        />
        <SubmitError text={submitError} />
        <Button type="submit" loading={pending}>
          {t("detail.submit")}
        </Button>
      </Stack>
    </form>
  );
}
