import { type OrderTransaction, revertOrderTransactionBodySchema } from "@edu/shared";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { formatMoney } from "../../../lib/format-money";
import { billingKeys, newIdempotencyKey, revertTransaction } from "../api/billing-api";

/** Which payments an admin may undo here: verified ones not paid from the balance (a card payment needs a refund). */
type RevertValues = { reason: string };

export const isRevertable = (tx: OrderTransaction) => tx.status === "verified" && tx.kind !== "balance";

/**
 * An admin's "Undo" on a verified payment in a bill's payment list: a confirm dialog with the payment,
 * what undoing does and a required reason. One Idempotency-Key per attempt (a lost answer is replayed,
 * never undone twice); a refusal (409: already undone, credit spent…) shows the server's message.
 */
export function RevertPaymentButton({ transaction }: { transaction: OrderTransaction }) {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const form = useForm<RevertValues>({
    initialValues: { reason: "" },
    validate: zodFormValidator(revertOrderTransactionBodySchema, (values: RevertValues) => values),
  });
  const [refusal, setRefusal] = useState<string | undefined>();
  const [key, setKey] = useState(newIdempotencyKey);
  const close = () => {
    setOpened(false);
    form.reset();
    setRefusal(undefined);
  };
  const revert = useMutation({
    mutationFn: (text: string) => revertTransaction(transaction.id, { reason: text }, key),
    onSuccess: async () => {
      setKey(newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("revert.done") });
      close();
    },
    onError: (failure) => {
      // A refused attempt gets a new key; a lost answer keeps it so a retry is replayed.
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) setKey(newIdempotencyKey());
      if (isApiError(failure) && failure.errors?.reason) form.setErrors(serverFieldErrors(failure.errors));
      else setRefusal(isApiError(failure) ? failure.message : String(failure));
    },
  });
  const submit = form.onSubmit((values) => {
    setRefusal(undefined);
    revert.mutate(values.reason.trim());
  });
  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => setOpened(true)}
        data-testid={`transaction-${transaction.id}-revert`}
      >
        {t("revert.button")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("revert.title")}>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t("revert.payment", {
              amount: formatMoney(transaction.price, transaction.price_currency),
              date: formatDate(transaction.date),
            })}
          </Text>
          <Text size="sm">{t("revert.explain")}</Text>
          <Textarea
            label={t("revert.reason")}
            description={t("revert.reasonHint")}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps("reason")}
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t("revert.cancel")}
            </Button>
            <Button color="red" loading={revert.isPending} onClick={() => submit()}>
              {t("revert.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
