import { quickRegisterStudentSchema } from "@edu/shared";
import { PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { zodFormValidator } from "../../../lib/form-errors";
import { quickRegisterAsStudent } from "../api/auth-api";
import { AuthCard } from "../components/auth-card";
import { EmailTakenHint } from "../components/email-taken-hint";
import { NameInputs, PhoneField, SchoolInputs } from "../components/person-fields";
import { RegisterSubmit, SignInInstead, UsernameInput } from "../components/register-fields";
import { destinationAfterSignIn } from "../lib/after-sign-in";
import { withPhoneCheck } from "../lib/phone-check";
import { emptyRegisterValues, type RegisterValues } from "../lib/register-form";
import { useRegisterSubmit } from "../lib/use-register-submit";

export const handle: RouteHandle = { i18n: ["auth"] };

/** The account's fields, and the student's school, grade and phone. */
type Values = RegisterValues & { school: string; grade_level: string | null; phone: string };

const toPayload = (values: Values) => ({
  username: values.username.trim(),
  email: values.email.trim(),
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  password: values.password,
  password_confirmation: values.password_confirmation,
  school: values.school.trim(),
  grade_level: values.grade_level ?? undefined,
  phone: values.phone.trim(),
  captcha: values.captcha.trim(),
  captcha_key: values.captcha_key,
});

const validate = withPhoneCheck(zodFormValidator(quickRegisterStudentSchema, toPayload), "phone");

/** /quick-register: a student creates a bound account in one step. */
export default function QuickRegisterPage() {
  const { t } = useTranslation("auth");
  const form = useForm<Values>({
    initialValues: { ...emptyRegisterValues, school: "", grade_level: null, phone: "" },
    validate,
  });
  const registration = useRegisterSubmit(
    form,
    (values) => quickRegisterAsStudent(toPayload(values)),
    destinationAfterSignIn,
  );

  return (
    <AuthCard title={t("quick.title")} subtitle={t("quick.subtitle")} size={620}>
      <form onSubmit={form.onSubmit((values) => registration.submit.mutate(values))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NameInputs form={form} required />
          </SimpleGrid>
          <UsernameInput
            input={form.getInputProps("username")}
            onLeave={() => void registration.checkUsername()}
          />
          <TextInput
            label={t("fields.email")}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps("email")}
          />
          {registration.emailTaken && <EmailTakenHint />}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <PasswordInput
              label={t("fields.password")}
              required
              autoComplete="new-password"
              {...form.getInputProps("password")}
            />
            <PasswordInput
              label={t("fields.passwordConfirmation")}
              required
              autoComplete="new-password"
              {...form.getInputProps("password_confirmation")}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <SchoolInputs form={form} />
          </SimpleGrid>
          <PhoneField form={form} />
          <RegisterSubmit registration={registration} label={t("quick.submit")} />
        </Stack>
      </form>
      <SignInInstead />
    </AuthCard>
  );
}
