import { voidOrderQuerySchema } from "@edu/shared";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { type BillAnswer, newIdempotencyKey, voidBill } from "../api/billing-api";

type Props = {
  bill: BillAnswer;
  onClose: () => void;
  /** Told whether the bill was voided (kept, readable as void) or, without verified money, deleted. */
  onDone: (voided: boolean) => Promise<void>;
};

/** DELETE order/{id}/completed with the admin's reason: the server voids (money back as credit) or deletes. */
export function BillVoidDialog({ bill, onClose, onDone }: Props) {
  const { t } = useTranslation("billing");
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm({
    initialValues: { reason: "" },
    validate: zodFormValidator(voidOrderQuerySchema, (values: { reason: string }) => values),
  });
  const run = useMutation({
    mutationFn: (reason: string) => voidBill(bill.id, reason.trim(), key),
    onSuccess: (answer) => onDone(answer.voided === 1),
    // A refused attempt gets a new key; a lost answer keeps it, so a retry is replayed, never run twice.
    onError: (failure) => {
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) setKey(newIdempotencyKey());
      if (isApiError(failure) && failure.errors) form.setErrors(serverFieldErrors(failure.errors));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.voidTitle")}>
      <Stack gap="sm">
        <Text size="sm">{t("detail.voidExplain")}</Text>
        <Textarea
          label={t("detail.voidReason")}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button
            color="red"
            loading={run.isPending}
            onClick={() => form.onSubmit((values) => run.mutate(values.reason))()}
          >
            {t("detail.voidConfirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
