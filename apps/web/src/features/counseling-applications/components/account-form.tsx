import {
  ADVISOR_INVITATION_STATES,
  type AdvisorInvitationState,
  type SaveThirdAccount,
  saveThirdAccountSchema,
  type ThirdAccount,
} from "@edu/shared/counseling-accounts";
import { Button, Checkbox, Group, PasswordInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { applicationsKeys, saveAccount } from "../api/applications-api";
import { ActionResult } from "./action-result";

type Values = {
  account: string;
  password: string;
  clear_password: boolean;
  common_app_id: string;
  advisor_invitation_state: AdvisorInvitationState;
};

const valuesOf = (account: ThirdAccount): Values => ({
  account: account.account,
  password: "",
  clear_password: false,
  common_app_id: account.common_app_id ?? "",
  advisor_invitation_state: account.advisor_invitation_state,
});

/**
 * What is sent: an empty password is left out, so the stored one stays (the server keeps it too); only
 * Common App has an ID and an advisor invitation.
 */
function payloadOf(account: ThirdAccount, values: Values): SaveThirdAccount {
  const commonApp = account.third_service_type === "common_app";
  return {
    student_user_id: account.student_user_id,
    third_service_type: account.third_service_type,
    account: values.account,
    ...(values.password ? { password: values.password } : {}),
    ...(values.clear_password && !values.password ? { clear_password: true } : {}),
    ...(commonApp
      ? { common_app_id: values.common_app_id, advisor_invitation_state: values.advisor_invitation_state }
      : {}),
  };
}

/**
 * The stored login for one service: the username, a password field that never shows the stored password
 * (it says whether one is set and when it changed), and for Common App the student's Common App ID and
 * where the advisor invitation stands (Common App's own way for counselors).
 */
export function AccountForm({ account }: { account: ThirdAccount }) {
  const { t } = useTranslation("counseling-applications");
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: valuesOf(account),
    validate: zodFormValidator(saveThirdAccountSchema, (values: Values) => payloadOf(account, values)),
  });
  useUnsavedChangesGuard(form.isDirty());
  const save = useMutation({
    mutationFn: (values: Values) => saveAccount(payloadOf(account, values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        applicationsKeys.account(saved.student_user_id, saved.third_service_type),
        saved,
      );
      const next = valuesOf(saved);
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: "teal", message: t("account.saved") });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  const readOnly = !account.can_edit;
  const commonApp = account.third_service_type === "common_app";
  const passwordState = account.has_password
    ? t("account.passwordSet", { date: formatDate(account.password_changed_at) })
    : t("account.passwordNone");
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("account.username")}
          autoComplete="off"
          readOnly={readOnly}
          {...form.getInputProps("account")}
        />
        {readOnly ? (
          // Nothing to type: the state of the stored password is all a reader gets.
          <div>
            <Text size="sm" fw={500}>
              {t("account.password")}
            </Text>
            <Text size="sm">{passwordState}</Text>
          </div>
        ) : (
          <PasswordInput
            label={t("account.password")}
            description={
              account.has_password ? `${passwordState} ${t("account.passwordKeep")}` : passwordState
            }
            autoComplete="new-password"
            disabled={form.values.clear_password}
            {...form.getInputProps("password")}
          />
        )}
        {account.has_password && !readOnly && (
          <Checkbox
            label={t("account.clearPassword")}
            {...form.getInputProps("clear_password", { type: "checkbox" })}
          />
        )}
        {commonApp && (
          <>
            <TextInput
              label={t("account.commonAppId")}
              description={t("account.commonAppIdHint")}
              inputMode="numeric"
              autoComplete="off"
              readOnly={readOnly}
              {...form.getInputProps("common_app_id")}
            />
            <Select
              label={t("account.advisorState")}
              description={t("account.advisorStateHint")}
              data={ADVISOR_INVITATION_STATES.map((state) => ({
                value: state,
                label: t(`advisorState.${state}`),
              }))}
              allowDeselect={false}
              readOnly={readOnly}
              {...form.getInputProps("advisor_invitation_state")}
            />
            {account.advisor_invited_at && (
              <Text size="sm" c="gray.7">
                {t("account.invitedAt", { date: formatDate(account.advisor_invited_at) })}
              </Text>
            )}
          </>
        )}
        {save.isError && !(isApiError(save.error) && save.error.errors) && (
          <ActionResult outcome={{ ok: false, error: save.error }} />
        )}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t("account.save")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
