import type { ThirdAccount } from "@edu/shared/counseling-accounts";
import { Badge, Button, Group, Stack, Switch, Text } from "@mantine/core";
import { IconLogin2, IconMailForward } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { applicationsKeys, sendCounselorInvitation, setApplying, testLogin } from "../api/applications-api";
import { type ActionOutcome, ActionResult } from "./action-result";

/** The account after a call to the service (its last login, its invitation state) replaces the shown one. */
function useKeepAccount() {
  const queryClient = useQueryClient();
  return (account: ThirdAccount) =>
    queryClient.setQueryData(
      applicationsKeys.account(account.student_user_id, account.third_service_type),
      account,
    );
}

/** Whether the last login the product tried was taken, and when. */
function LastLogin({ account }: { account: ThirdAccount }) {
  const { t } = useTranslation("counseling-applications");
  if (!account.last_login_at) return <Text size="sm">{t("actions.neverTried")}</Text>;
  return (
    <Group gap="xs">
      <Text size="sm">{t("actions.lastLogin", { date: formatDateTime(account.last_login_at) })}</Text>
      <Badge color={account.last_login_ok ? "teal" : "red"} variant="light">
        {t(account.last_login_ok ? "actions.loginOk" : "actions.loginFailed")}
      </Badge>
    </Group>
  );
}

/**
 * The calls made with the stored login: try it, and (Common App) send the advisor invitation to the
 * student's counselor. Each says the service's answer beside its button. Whether the student applies
 * through this service is a switch of its own (PATCH counseling-third-applications).
 */
export function AccountActions({ account }: { account: ThirdAccount }) {
  const { t } = useTranslation("counseling-applications");
  const keep = useKeepAccount();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const run = (action: () => Promise<{ message: string; account: ThirdAccount }>) => ({
    mutationFn: action,
    onMutate: () => setOutcome(undefined),
    onSuccess: (answer: { message: string; account: ThirdAccount }) => {
      keep(answer.account);
      setOutcome({ ok: true, message: answer.message });
    },
    onError: (error: unknown) => setOutcome({ ok: false, error }),
  });
  const student = account.student_user_id;
  const type = account.third_service_type;
  const login = useMutation(run(() => testLogin(student, type)));
  const invite = useMutation(run(() => sendCounselorInvitation(student)));
  const applying = useMutation({
    mutationFn: (value: boolean) => setApplying(student, type, value),
    onSuccess: (answer) => {
      const mine = answer.user_counseling_third_applications.find((row) => row.third_service_type === type);
      if (mine) keep({ ...account, is_applying: mine.is_applying });
    },
    onError: (error: unknown) => setOutcome({ ok: false, error }),
  });
  const saved = account.id !== null;
  const canCall = saved && account.can_edit && account.has_password && account.account !== "";
  return (
    <Stack gap="sm">
      <Switch
        label={t("actions.applying")}
        checked={account.is_applying}
        disabled={!account.can_edit || applying.isPending}
        onChange={(event) => applying.mutate(event.currentTarget.checked)}
      />
      <LastLogin account={account} />
      {account.can_edit && !canCall && <Text size="sm">{t("actions.needLogin")}</Text>}
      {canCall && (
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconLogin2 size={18} aria-hidden="true" />}
            loading={login.isPending}
            onClick={() => login.mutate()}
          >
            {t("actions.testLogin")}
          </Button>
          {type === "common_app" && account.advisor_invitation_state !== "accepted" && (
            <Button
              variant="light"
              leftSection={<IconMailForward size={18} aria-hidden="true" />}
              loading={invite.isPending}
              onClick={() => invite.mutate()}
            >
              {t("actions.sendInvitation")}
            </Button>
          )}
        </Group>
      )}
      <ActionResult outcome={outcome} />
    </Stack>
  );
}
