import { Button, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import { minorToInput } from "../../../lib/format-money";
import { type BillAnswer, setDifferencePrice } from "../api/billing-api";
import { amountFieldValidator, amountOf } from "../lib/amount-field";
import { useBillsChanged } from "../lib/use-bills-changed";

type DifferenceValues = { difference_price: string };

/** An admin sets the bill's difference price, in the bill's currency; it may be negative (it lowers the bill). */
export function BillDifferenceDialog({ bill, onClose }: { bill: BillAnswer; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const changed = useBillsChanged();
  const currency = bill.price_currency;
  const form = useForm<DifferenceValues>({
    initialValues: { difference_price: minorToInput(bill.difference_price, currency) },
    validate: amountFieldValidator<DifferenceValues>("difference_price", currency, {
      allowNegative: true,
      allowZero: true,
    }),
  });
  const save = useMutation({
    mutationFn: (amount: number) =>
      setDifferencePrice(bill.id, { difference_price: amount, difference_price_currency: currency }),
    onSuccess: async () => {
      await changed(t("detail.differenceSaved"));
      onClose();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.errors) form.setErrors(serverFieldErrors(failure.errors));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.setDifference")}>
      <Stack gap="sm">
        <TextInput
          label={`${t("detail.difference")} (${currency})`}
          {...form.getInputProps("difference_price")}
        />
        <Button
          loading={save.isPending}
          w="fit-content"
          onClick={() =>
            form.onSubmit((values) => save.mutate(amountOf(values.difference_price, currency)))()
          }
        >
          {t("detail.saveDifference")}
        </Button>
      </Stack>
    </Modal>
  );
}
