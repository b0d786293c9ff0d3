import { translateMessage } from "@edu/shared/i18n";
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NameFields } from "../../../components/name-fields/name-fields";
import { localizeMessage } from "../../../lib/form-errors";
import { currentLocale } from "../../../lib/i18n";
import { isEmailAvailable, isUsernameAvailable, register } from "../api/auth-api";
import { applySignedIn } from "../api/session";
import { AuthCard } from "../components/auth-card";
import { CaptchaField } from "../components/captcha-field";
import { EmailTakenHint } from "../components/email-taken-hint";
import { describeFailure } from "../lib/form-errors";
import { DESCRIPTION_STYLES } from "../lib/input-styles";
import { type RegisterValues, toRegisterPayload, validateRegister } from "../lib/register-form";

export const handle: RouteHandle = { i18n: ["auth"] };

/** /register: create an account, then /register-detail binds it as a student, teacher or parent. */
export default function RegisterPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const lineToken = params.get("line_user_id_token");
  const [formError, setFormError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm<RegisterValues>({
    initialValues: {
      username: "",
      email: "",
      first_name: "",
      last_name: "",
      password: "",
      password_confirmation: "",
      captcha: "",
      captcha_key: "",
    },
    validate: validateRegister,
  });
  const setCaptchaKey = useCallback(
    (key: string) => form.setFieldValue("captcha_key", key),
    [form.setFieldValue],
  );

  const checkUsername = async () => {
    const username = form.values.username.trim();
    if (!username || form.validateField("username").hasError) return;
    if ((await isUsernameAvailable(username)) === false)
      form.setFieldError("username", localizeMessage("username_taken"));
  };
  const checkEmail = async () => {
    const email = form.values.email.trim();
    setEmailTaken(false);
    if (!email || form.validateField("email").hasError) return;
    if ((await isEmailAvailable(email)) === false) {
      setEmailTaken(true);
      form.setFieldError("email", localizeMessage("email_taken"));
    }
  };

  const submit = useMutation({
    mutationFn: (values: RegisterValues) => register(toRegisterPayload(values, lineToken)),
    onMutate: () => setFormError(null),
    onSuccess: async ({ user }) => {
      await applySignedIn(queryClient, user);
      void navigate("/register-detail", { replace: true });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      if (failure.kind === "fields") {
        form.setErrors(failure.errors);
        setEmailTaken(failure.errors.email === translateMessage(currentLocale(), "email_taken"));
        if (failure.errors.captcha) {
          form.setFieldValue("captcha", "");
          setCaptchaRound((round) => round + 1);
        }
      } else if (failure.kind === "message") {
        setFormError(failure.text || t("errors.generic"));
      }
    },
  });

  return (
    <AuthCard title={t("register.title")} subtitle={t("register.subtitle")} size={560}>
      {lineToken && <Alert color="green">{t("register.withLine")}</Alert>}
      <form onSubmit={form.onSubmit((values) => submit.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("fields.username")}
            description={t("register.usernameHint")}
            styles={DESCRIPTION_STYLES}
            autoComplete="username"
            required
            {...form.getInputProps("username")}
            onBlur={() => void checkUsername()}
          />
          <TextInput
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps("email")}
            onBlur={() => void checkEmail()}
          />
          {emailTaken && <EmailTakenHint />}
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
          <CaptchaField
            value={form.values.captcha}
            onChange={(value) => form.setFieldValue("captcha", value)}
            onKey={setCaptchaKey}
            error={form.errors.captcha ?? form.errors.captcha_key}
            refreshSignal={captchaRound}
          />
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          )}
          <Button type="submit" loading={submit.isPending} fullWidth>
            {t("register.submit")}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t("register.haveAccount")}{" "}
        <Anchor component={Link} to="/login">
          {t("register.login")}
        </Anchor>
        {" · "}
        <Anchor component={Link} to="/quick-register">
          {t("register.quick")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
