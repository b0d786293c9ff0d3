import { quickRegisterStudentSchema } from "@edu/shared";
import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NameFields } from "../../../components/name-fields/name-fields";
import { localizeMessage, zodFormValidator } from "../../../lib/form-errors";
import { isUsernameAvailable, quickRegisterAsStudent } from "../api/auth-api";
import { applySignedIn } from "../api/session";
import { AuthCard } from "../components/auth-card";
import { CaptchaField } from "../components/captcha-field";
import { EmailTakenHint } from "../components/email-taken-hint";
import { PhoneInput } from "../components/phone-input";
import { destinationAfterSignIn } from "../lib/after-sign-in";
import { describeFailure } from "../lib/form-errors";
import { gradeOptions } from "../lib/grade-options";
import { DESCRIPTION_STYLES } from "../lib/input-styles";
import { withPhoneCheck } from "../lib/phone-check";

export const handle: RouteHandle = { i18n: ["auth"] };

type Values = {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  school: string;
  grade_level: string | null;
  phone: string;
  captcha: string;
  captcha_key: string;
};

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm<Values>({
    initialValues: {
      username: "",
      email: "",
      first_name: "",
      last_name: "",
      password: "",
      password_confirmation: "",
      school: "",
      grade_level: null,
      phone: "",
      captcha: "",
      captcha_key: "",
    },
    validate,
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
  const submit = useMutation({
    mutationFn: (values: Values) => quickRegisterAsStudent(toPayload(values)),
    onMutate: () => setFormError(null),
    onSuccess: async ({ user }) => {
      await applySignedIn(queryClient, user);
      void navigate(destinationAfterSignIn(user), { replace: true });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      if (failure.kind === "fields") {
        form.setErrors(failure.errors);
        setEmailTaken(failure.errors.email === localizeMessage("email_taken"));
        if (failure.errors.captcha) {
          form.setFieldValue("captcha", "");
          setCaptchaRound((round) => round + 1);
        }
      } else if (failure.kind === "message") {
        setFormError(failure.text || t("errors.generic"));
      }
    },
  });
  const phone = form.getInputProps("phone");

  return (
    <AuthCard title={t("quick.title")} subtitle={t("quick.subtitle")} size={620}>
      <form onSubmit={form.onSubmit((values) => submit.mutate(values))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NameFields
              given={
                <TextInput
                  label={t("fields.firstName")}
                  required
                  autoComplete="given-name"
                  {...form.getInputProps("first_name")}
                />
              }
              family={
                <TextInput
                  label={t("fields.lastName")}
                  required
                  autoComplete="family-name"
                  {...form.getInputProps("last_name")}
                />
              }
            />
          </SimpleGrid>
          <TextInput
            label={t("fields.username")}
            description={t("register.usernameHint")}
            styles={DESCRIPTION_STYLES}
            required
            autoComplete="username"
            {...form.getInputProps("username")}
            onBlur={() => void checkUsername()}
          />
          <TextInput
            label={t("fields.email")}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps("email")}
          />
          {emailTaken && <EmailTakenHint />}
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
            {t("quick.submit")}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t("register.haveAccount")}{" "}
        <Anchor component={Link} to="/login">
          {t("register.login")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
