import { revealPasswordSchema, type ThirdAccount } from "@edu/shared/counseling-accounts";
import { Button, Code, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { zodFormValidator } from "../../../lib/form-errors";
import { revealPassword } from "../api/applications-api";
import { ActionResult } from "./action-result";

/** How long a revealed password stays on the screen. */
export const REVEAL_SECONDS = 30;

/**
 * The revealed password with the seconds left; mounted only while shown, so each reveal counts from
 * REVEAL_SECONDS again. `onHide` when the time is up or the reader hides it.
 */
function RevealedPassword({ password, onHide }: { password: string; onHide: () => void }) {
  const { t } = useTranslation("counseling-applications");
  const [left, setLeft] = useState(REVEAL_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((value) => value - 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) onHide();
  }, [left, onHide]);
  return (
    <Stack gap={4} data-testid="revealed-password">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t("reveal.shown")}</Text>
        <Code style={{ wordBreak: "break-all" }}>{password}</Code>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="gray.7">
          {t("reveal.hidesIn", { count: Math.max(left, 0) })}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconEyeOff size={16} aria-hidden="true" />}
          onClick={onHide}
        >
          {t("reveal.hide")}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A counselor's "show password": it asks why (the reason goes to the audit trail with who and whom, and the
 * server limits how often), then shows the password for REVEAL_SECONDS and hides it again. The password is
 * kept only in this component's state, never in the query cache.
 */
export function PasswordReveal({ account }: { account: ThirdAccount }) {
  const { t } = useTranslation("counseling-applications");
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<string>();
  const form = useForm({
    initialValues: { reason: "" },
    validate: zodFormValidator(revealPasswordSchema, (values: { reason: string }) => ({
      student_user_id: account.student_user_id,
      third_service_type: account.third_service_type,
      reason: values.reason,
    })),
  });
  const reveal = useMutation({
    mutationFn: (reason: string) =>
      revealPassword(account.student_user_id, account.third_service_type, reason),
    onSuccess: (answer) => {
      setShown(answer.password);
      setAsking(false);
      form.reset();
    },
  });
  // Hiding also drops the mutation's copy of the answer.
  const { reset } = reveal;
  const hide = useCallback(() => {
    setShown(undefined);
    reset();
  }, [reset]);
  if (!account.can_reveal || !account.has_password) return null;
  return (
    <Stack gap="xs">
      {shown === undefined ? (
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconEye size={18} aria-hidden="true" />}
            onClick={() => {
              reveal.reset();
              setAsking(true);
            }}
          >
            {t("reveal.open")}
          </Button>
        </Group>
      ) : (
        <RevealedPassword password={shown} onHide={hide} />
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t("reveal.title")}>
        <form onSubmit={form.onSubmit((values) => reveal.mutate(values.reason))} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t("reveal.intro")}</Text>
            <Textarea label={t("reveal.reason")} autosize minRows={2} {...form.getInputProps("reason")} />
            <ActionResult outcome={reveal.isError ? { ok: false, error: reveal.error } : undefined} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(false)}>
                {t("reveal.cancel")}
              </Button>
              <Button type="submit" loading={reveal.isPending}>
                {t("reveal.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
