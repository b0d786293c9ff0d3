import { resetPasswordSchema } from "@edu/shared";
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { zodFormValidator } from "../../../lib/form-errors";
import { choosePassword, type PasswordLinkPurpose } from "../api/auth-api";
import { describeFailure } from "../lib/form-errors";
import { DESCRIPTION_STYLES } from "../lib/input-styles";
import { AuthCard } from "./auth-card";

type Values = { password: string; password_confirmation: string };

/** A link's problem (expired, invalid, missing) with the way to a new link. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation("auth");
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="link-problem">
      <Stack gap={6}>
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/password/Forgot" size="sm" fw={600}>
          {t("password.requestNew")}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /password/reset and /password/set: the token from the link's query, a new password twice. */
export function ChoosePasswordForm({ purpose }: { purpose: PasswordLinkPurpose }) {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { password: "", password_confirmation: "" },
    validate: zodFormValidator(resetPasswordSchema, (values: Values) => ({
      ...values,
      token: token.padEnd(16, "x"),
    })),
  });
  const submit = useMutation({
    mutationFn: (values: Values) => choosePassword(purpose, { token, ...values }),
    onMutate: () => setFormError(null),
    onSuccess: () => setDone(true),
    onError: (error) => {
      const failure = describeFailure(error);
      if (failure.kind === "fields") {
        const { token: tokenError, ...fields } = failure.errors;
        if (tokenError) setLinkError(String(tokenError));
        form.setErrors(fields);
      } else if (failure.kind === "message") {
        setFormError(failure.text || t("errors.generic"));
      }
    },
  });
  const title = purpose === "reset" ? t("password.resetTitle") : t("password.setTitle");

  if (done) {
    return (
      <AuthCard title={title}>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" data-testid="password-changed">
          {t("password.done")}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t("password.toLogin")}
        </Button>
      </AuthCard>
    );
  }
  const missing = token.length < 16;
  return (
    <AuthCard title={title} subtitle={missing || linkError ? undefined : t("password.subtitle")}>
      {missing || linkError ? (
        <LinkProblem message={linkError ?? t("password.invalidLink")} />
      ) : (
        <form onSubmit={form.onSubmit((values) => submit.mutate(values))} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t("fields.newPassword")}
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
            {formError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {formError}
              </Alert>
            )}
            <Button type="submit" loading={submit.isPending} fullWidth>
              {t("password.submit")}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
