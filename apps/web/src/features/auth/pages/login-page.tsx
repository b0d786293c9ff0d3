import { loginSchema } from "@edu/shared";
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { zodFormValidator } from "../../../lib/form-errors";
import { lineConfigQuery, login } from "../api/auth-api";
import { AuthCard } from "../components/auth-card";
import { destinationAfterSignIn } from "../lib/after-sign-in";
import { describeFailure } from "../lib/form-errors";
import { useEnterSignedIn } from "../lib/use-enter-signed-in";

export const handle: RouteHandle = { i18n: ["auth"] };

type Values = { username: string; password: string };
const toPayload = (values: Values) => ({ username: values.username.trim(), password: values.password });

/** /login: username or email (an "@" makes it an email, spec §5) and password. */
export default function LoginPage() {
  const { t } = useTranslation("auth");
  const enter = useEnterSignedIn();
  const line = useQuery(lineConfigQuery());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { username: "", password: "" },
    validate: zodFormValidator(loginSchema, toPayload),
  });
  const signIn = useMutation({
    mutationFn: (values: Values) => login(toPayload(values)),
    onMutate: () => setFormError(null),
    onSuccess: ({ user }) => enter(user, destinationAfterSignIn(user)),
    onError: (error) => {
      const failure = describeFailure(error);
      if (failure.kind === "credentials") setFormError(t("login.incorrect"));
      else if (failure.kind === "fields") form.setErrors(failure.errors);
      else if (failure.kind === "message") setFormError(failure.text || t("errors.generic"));
    },
  });

  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <form onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("fields.usernameOrEmail")}
            autoComplete="username"
            required
            data-autofocus
            {...form.getInputProps("username")}
          />
          <PasswordInput
            label={t("fields.password")}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/password/Forgot" size="sm">
              {t("login.forgot")}
            </Anchor>
          </Group>
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {formError}
            </Alert>
          )}
          <Button type="submit" loading={signIn.isPending} fullWidth>
            {t("login.submit")}
          </Button>
        </Stack>
      </form>
      {line.data?.enabled && (
        <>
          <Divider label={t("login.or")} labelPosition="center" />
          <Button component={Link} to="/line/login" variant="outline" color="green.9" fullWidth>
            {t("line.signIn")}
          </Button>
        </>
      )}
      <Text size="sm" ta="center">
        {t("login.noAccount")}{" "}
        <Anchor component={Link} to="/register">
          {t("login.register")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
