import { Alert, Anchor, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { localizeMessage } from "../../../lib/form-errors";
import { isEmailAvailable, register } from "../api/auth-api";
import { AuthCard } from "../components/auth-card";
import { EmailTakenHint } from "../components/email-taken-hint";
import { NameInputs } from "../components/person-fields";
import { RegisterSubmit, SignInInstead, UsernameInput } from "../components/register-fields";
import { DESCRIPTION_STYLES } from "../lib/input-styles";
import {
  emptyRegisterValues,
  type RegisterValues,
  toRegisterPayload,
  validateRegister,
} from "../lib/register-form";
import { useRegisterSubmit } from "../lib/use-register-submit";

export const handle: RouteHandle = { i18n: ["auth"] };

/** /register: create an account, then /register-detail binds it as a student, teacher or parent. */
export default function RegisterPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const lineToken = params.get("line_user_id_token");
  const form = useForm<RegisterValues>({
    initialValues: emptyRegisterValues,
    validate: validateRegister,
  });
  const registration = useRegisterSubmit(
    form,
    (values) => register(toRegisterPayload(values, lineToken)),
    () => "/register-detail",
  );
  const checkEmail = async () => {
    const email = form.values.email.trim();
    registration.setEmailTaken(false);
    if (!email || form.validateField("email").hasError) return;
    if ((await isEmailAvailable(email)) === false) {
      registration.setEmailTaken(true);
      form.setFieldError("email", localizeMessage("email_taken"));
    }
  };

  return (
    <AuthCard title={t("register.title")} subtitle={t("register.subtitle")} size={560}>
      {lineToken && <Alert color="green">{t("register.withLine")}</Alert>}
      <form onSubmit={form.onSubmit((values) => registration.submit.mutate(values))} noValidate>
        <Stack gap="sm">
          <UsernameInput
            input={form.getInputProps("username")}
            onLeave={() => void registration.checkUsername()}
          />
          <TextInput
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps("email")}
            onBlur={() => void checkEmail()}
          />
          {registration.emailTaken && <EmailTakenHint />}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NameInputs form={form} />
          </SimpleGrid>
          <PasswordInput
            label={t("fields.password")}
            description={t("register.passwordHint")}
            styles={DESCRIPTION_STYLES}
            autoComplete="new-password"
            required
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("fields.passwordConfirmation")}
            autoComplete="new-password"
            required
            {...form.getInputProps("password_confirmation")}
          />
          <RegisterSubmit registration={registration} label={t("register.submit")} />
        </Stack>
      </form>
      <SignInInstead>
        {" · "}
        <Anchor component={Link} to="/quick-register">
          {t("register.quick")}
        </Anchor>
      </SignInInstead>
    </AuthCard>
  );
}
