import { Button, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { minorToInput } from "../../../lib/format-money";
import { type BillAnswer, newIdempotencyKey, payFromBalance } from "../api/billing-api";
import { amountFieldValidator, amountOf } from "../lib/amount-field";
import { useBillsChanged } from "../lib/use-bills-changed";

type BalanceValues = { amount: string };

type Props = { bill: BillAnswer; outstanding: number; onClose: () => void };

/** The parent pays (part of) the bill from the family balance; the amount starts as what is outstanding. */
export function BillBalanceDialog({ bill, outstanding, onClose }: Props) {
  const { t } = useTranslation("billing");
  const changed = useBillsChanged();
  const currency = bill.price_currency;
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm<BalanceValues>({
    initialValues: { amount: minorToInput(outstanding, currency) },
    validate: amountFieldValidator<BalanceValues>("amount", currency),
  });
  const pay = useMutation({
    mutationFn: (amount: number) => payFromBalance(bill.id, { amount, currency }, key),
    onSuccess: async () => {
      await changed(t("detail.payBalanceDone"));
      onClose();
    },
    onError: (failure) => {
      // A refused attempt gets a new key; a lost answer keeps it so a retry is replayed, never paid twice.
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) setKey(newIdempotencyKey());
      form.setFieldError(
        "amount",
        isApiError(failure) ? (failure.firstFieldError() ?? failure.message) : String(failure),
      );
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.payBalance")}>
      <Stack gap="sm">
        <TextInput
          label={`${t("detail.payBalanceAmount")} (${currency})`}
          {...form.getInputProps("amount")}
        />
        <Button
          loading={pay.isPending}
          w="fit-content"
          onClick={() => form.onSubmit((values) => pay.mutate(amountOf(values.amount, currency)))()}
        >
          {t("detail.payBalance")}
        </Button>
      </Stack>
    </Modal>
  );
}
