import type { PayrollDetail } from "@edu/shared/payroll";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import {
  confirmStatement,
  deleteStatement,
  payrollKeys,
  resetStatement,
  sendStatement,
} from "../api/payroll-api";
import { StatementPaymentForm } from "./statement-payment-form";

type Dialog = "send" | "confirm" | "transaction" | "paid" | null;

/**
 * What an admin does with a statement, as its `can` flags allow: edit (the reset route), send to the
 * teacher (with a message), confirm on the teacher's behalf (audited, with a reason), record a payment,
 * mark it paid, reset it to draft, delete it before it is paid.
 */
export function AdminActions({ statement }: { statement: PayrollDetail }) {
  const { t } = useTranslation("payroll");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [text, setText] = useState("");
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { can } = statement;
  const teacherId = statement.teacher.id;

  const applied = async (answer: PayrollDetail, message: string) => {
    queryClient.setQueryData(payrollKeys.statement(statement.id), answer);
    notifications.show({ color: "teal", message });
    setDialog(null);
    setText("");
    await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
  };
  const send = useMutation({
    mutationFn: () => sendStatement(statement.id, { custom_content: text }),
    onSuccess: (answer) => applied(answer, t("detail.sent")),
  });
  const confirm = useMutation({
    mutationFn: () => confirmStatement(statement.id, { note: text }),
    onSuccess: (answer) => applied(answer, t("detail.confirmedForTeacher")),
  });
  const reset = useMutation({
    mutationFn: () => resetStatement(statement.id),
    onSuccess: (answer) => applied(answer, t("detail.resetDone")),
  });
  const remove = useMutation({
    mutationFn: () => deleteStatement(statement.id),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("detail.deleted") });
      // Leave the page first: a refetch of what was deleted would answer "not found".
      navigate("/salary");
      queryClient.removeQueries({ queryKey: payrollKeys.statement(statement.id) });
      await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
    onError: () => setConfirmingDelete(false),
  });

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="admin-actions">
        {can.edit && (
          <Button component={Link} to={`/salary/teacher/${teacherId}/reset/${statement.id}`} variant="light">
            {t("detail.edit")}
          </Button>
        )}
        {can.send && (
          <Button onClick={() => setDialog("send")}>
            {statement.sent_at ? t("detail.resend") : t("detail.send")}
          </Button>
        )}
        {can.confirm && (
          <Button variant="outline" color="teal.9" onClick={() => setDialog("confirm")}>
            {t("detail.confirmForTeacher")}
          </Button>
        )}
        {can.pay && (
          <>
            <Button onClick={() => setDialog("transaction")}>{t("detail.recordPayment")}</Button>
            <Button variant="outline" color="teal.9" onClick={() => setDialog("paid")}>
              {t("detail.markPaid")}
            </Button>
          </>
        )}
        {can.reset && (
          <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate()}>
            {t("detail.reset")}
          </Button>
        )}
        {can.delete && (
          <ConfirmDeleteButtons
            confirming={confirmingDelete}
            pending={remove.isPending}
            onAsk={() => setConfirmingDelete(true)}
            onCancel={() => setConfirmingDelete(false)}
            onConfirm={() => remove.mutate()}
            labels={{ delete: t("detail.delete"), confirm: t("detail.confirmDelete"), cancel: t("cancel") }}
          />
        )}
      </Group>

      <Modal
        opened={dialog === "send" || dialog === "confirm"}
        onClose={() => setDialog(null)}
        title={dialog === "send" ? t("detail.send") : t("detail.confirmForTeacher")}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            {dialog === "send" ? t("detail.sendHint") : t("detail.confirmForTeacherHint")}
          </Text>
          <Textarea
            label={dialog === "send" ? t("detail.message") : t("detail.reason")}
            rows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t("cancel")}
            </Button>
            <Button
              loading={send.isPending || confirm.isPending}
              onClick={() => (dialog === "send" ? send.mutate() : confirm.mutate())}
            >
              {dialog === "send" ? t("detail.send") : t("detail.confirmForTeacher")}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === "transaction" || dialog === "paid"}
        onClose={() => setDialog(null)}
        title={dialog === "paid" ? t("detail.markPaid") : t("detail.recordPayment")}
        centered
      >
        {(dialog === "transaction" || dialog === "paid") && (
          <StatementPaymentForm statement={statement} mode={dialog} onDone={() => setDialog(null)} />
        )}
      </Modal>
    </>
  );
}
