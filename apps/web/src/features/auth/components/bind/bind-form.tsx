import { Button, Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SubmitError } from "./submit-error";

/** A bind form (student, teacher, parent): its fields, the submit-error flag and the submit button. */
export function BindForm({
  testId,
  onSubmit,
  bind: { pending, submitError },
  children,
}: {
  testId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  bind: { pending: boolean; submitError: string | null };
  children: ReactNode;
}) {
  const { t } = useTranslation("auth");
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="sm">
        {children}
        <SubmitError text={submitError} />
        <Button type="submit" loading={pending}>
          {t("detail.submit")}
        </Button>
      </Stack>
    </form>
  );
}
