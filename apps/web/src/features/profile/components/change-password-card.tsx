import { accountEndpoints, changePasswordSchema } from "@edu/shared";
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { call } from "../../../lib/endpoint-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";

type Values = { current_password: string; password: string; password_confirmation: string };
const EMPTY: Values = { current_password: "", password: "", password_confirmation: "" };

const changePassword = (body: Values) =>
  call(accountEndpoints.createChangePassword, { body }, { silent: true });

/** /profile: change the password (the current one is asked; other devices are signed out). */
export function ChangePasswordCard() {
  const { t } = useTranslation("profile");
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: zodFormValidator(changePasswordSchema, (values: Values) => values),
  });
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      setOpen(false);
      setDone(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else form.setFieldError("current_password", isApiError(error) ? error.message : t("password.failed"));
    },
  });
  return (
    <Card withBorder padding="lg" data-testid="change-password">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("password.title")}
        </Title>
        {!open && (
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
          >
            {t("password.change")}
          </Button>
        )}
      </Group>
      {done && (
        <Alert color="teal" role="status" mb="sm" data-testid="password-changed">
          {t("password.changed")}
        </Alert>
      )}
      {open ? (
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="sm" maw={420}>
            <PasswordInput
              label={t("password.current")}
              autoComplete="current-password"
              required
              {...form.getInputProps("current_password")}
            />
            <PasswordInput
              label={t("password.new")}
              description={t("password.hint")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password")}
            />
            <PasswordInput
              label={t("password.confirm")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password_confirmation")}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t("password.submit")}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  form.setValues(EMPTY);
                  form.clearErrors();
                  setOpen(false);
                }}
              >
                {t("cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        !done && (
          <Text size="sm" c="gray.7">
            {t("password.lead")}
          </Text>
        )
      )}
    </Card>
  );
}
