import {
  PAYROLL_PAYMENT_METHODS,
  type PayrollDetail,
  type PayrollPaymentMethod,
  payrollMarkPaidSchema,
  payrollTransactionSchema,
} from "@edu/shared/payroll";
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { formatMoney, minorToInput, moneyFieldErrors, readMoneyField } from "../../../lib/format-money";
import {
  markStatementPaid,
  newIdempotencyKey,
  payrollKeys,
  recordStatementPayment,
} from "../api/payroll-api";
import { methodLabel } from "../lib/format";

type Values = {
  method: PayrollPaymentMethod;
  paid_on: string;
  reference: string;
  amount: string;
  note: string;
};

/**
 * A payment against one confirmed statement: "transaction" records an amount (at most what is still
 * owed), "paid" records one payment for the whole rest and the statement becomes paid.
 */
export function StatementPaymentForm({
  statement,
  mode,
  onDone,
}: {
  statement: PayrollDetail;
  mode: "transaction" | "paid";
  onDone: () => void;
}) {
  const { t } = useTranslation("payroll");
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  const toPayload = (v: Values) =>
    mode === "paid"
      ? { method: v.method, paid_on: v.paid_on, reference: v.reference, note: v.note }
      : { ...v, amount: readMoneyField(v.amount, statement.currency) ?? Number.NaN };
  const form = useForm<Values>({
    initialValues: {
      method: statement.payment_method,
      paid_on: formatDate(new Date()),
      reference: "",
      amount: minorToInput(statement.outstanding, statement.currency),
      note: "",
    },
    validate: (v) =>
      mode === "paid"
        ? zodFormValidator(payrollMarkPaidSchema, toPayload)(v)
        : // The schema does not know the statement's currency: judge the amount in it too (same keys).
          {
            ...moneyFieldErrors({ amount: readMoneyField(v.amount, statement.currency) }, statement.currency),
            ...zodFormValidator(payrollTransactionSchema, toPayload)(v),
          },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      mode === "paid"
        ? markStatementPaid(statement.id, payrollMarkPaidSchema.parse(toPayload(v)))
        : recordStatementPayment(statement.id, payrollTransactionSchema.parse(toPayload(v)), key.current),
    onSuccess: async (answer) => {
      queryClient.setQueryData(payrollKeys.statement(statement.id), answer);
      notifications.show({ color: "teal", message: t("detail.paymentRecorded") });
      await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      key.current = newIdempotencyKey();
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {t("detail.outstandingLine", { amount: formatMoney(statement.outstanding, statement.currency) })}
        </Text>
        {save.isError && !(isApiError(save.error) && save.error.errors) && (
          <Alert color="red">{save.error.message}</Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t("fields.paymentMethod")}
            data={PAYROLL_PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
            allowDeselect={false}
            {...form.getInputProps("method")}
          />
          <DateField label={t("fields.paidOn")} required {...form.getInputProps("paid_on")} />
          {mode === "transaction" && (
            <TextInput
              label={t("fields.amountIn", { currency: statement.currency })}
              required
              inputMode="decimal"
              {...form.getInputProps("amount")}
            />
          )}
          <TextInput label={t("fields.reference")} {...form.getInputProps("reference")} />
        </SimpleGrid>
        <Textarea label={t("fields.note")} rows={2} {...form.getInputProps("note")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {mode === "paid" ? t("detail.markPaid") : t("detail.recordPayment")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
