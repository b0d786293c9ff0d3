import { sendResetLinkSchema } from "@edu/shared";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { zodFormValidator } from "../../../lib/form-errors";
import { sendResetLink } from "../api/auth-api";
import { AuthCard } from "../components/auth-card";
import { describeFailure } from "../lib/form-errors";

export const handle: RouteHandle = { i18n: ["auth"] };

type Values = { email: string };

/** /password/Forgot: mail a single-use reset link ("email not registered" comes from the server). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { email: "" },
    validate: zodFormValidator(sendResetLinkSchema, (values: Values) => ({ email: values.email.trim() })),
  });
  const send = useMutation({
    mutationFn: (values: Values) => sendResetLink(values.email.trim()),
    onMutate: () => setFormError(null),
    onSuccess: (_result, values) => setSentTo(values.email.trim()),
    onError: (error) => {
      const failure = describeFailure(error);
      if (failure.kind === "fields") form.setErrors(failure.errors);
      else if (failure.kind === "message") setFormError(failure.text || t("errors.generic"));
    },
  });

  return (
    <AuthCard title={t("forgot.title")} subtitle={sentTo ? undefined : t("forgot.subtitle")}>
      {sentTo ? (
        <Alert color="teal" icon={<IconMailCheck size={18} />} role="status" data-testid="reset-link-sent">
          {t("forgot.sent", { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t("fields.email")}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps("email")}
            />
            {formError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {formError}
              </Alert>
            )}
            <Button type="submit" loading={send.isPending} fullWidth>
              {t("forgot.submit")}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t("forgot.backToLogin")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
