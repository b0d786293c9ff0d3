import { CURRENCIES, type Currency } from "@edu/shared";
import {
  createTeacherPaymentSchema,
  PAYROLL_PAYMENT_METHODS,
  type TeacherPayment,
  updateTeacherPaymentSchema,
} from "@edu/shared/payroll";
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatMoney } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import {
  createPayment,
  newIdempotencyKey,
  payrollKeys,
  statementsQuery,
  type TeacherOption,
  updatePayment,
} from "../api/payroll-api";
import { methodLabel } from "../lib/format";
import {
  allocatedTotal,
  allocationKey,
  emptyPayment,
  type PaymentFormValues,
  paymentMoneyErrors,
  toCreatePaymentPayload,
  toUpdatePaymentPayload,
  valuesFromPayment,
  withRestPaid,
} from "../lib/payment-form";
import { PeriodRange } from "./period-text";
import { TeacherPicker } from "./teacher-picker";

type Props = {
  /** The teacher paid (fixed by the route or the payment); absent: the admin picks one. */
  teacher?: TeacherOption;
  payment?: TeacherPayment;
  /** A new payment's currency (opened from a statement: the statement's); default TWD. */
  currency?: Currency;
};

/**
 * A teacher payment (/payment/create, /payment/edit/{id}, /salary/teacher/{id}/payment/create): what was
 * paid (amount, method, date, reference) and which confirmed statements it pays. A new amount or new
 * allocations on an existing payment are a correction (the server reverses and re-enters the ledger).
 */
export function PaymentForm({ teacher, payment, currency: initialCurrency }: Props) {
  const { t } = useTranslation("payroll");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = payment !== undefined;
  const key = useRef(newIdempotencyKey());
  const [done, setDone] = useState(false);
  const [picked, setPicked] = useState<TeacherOption | null>(teacher ?? payment?.teacher ?? null);
  const toPayload = (v: PaymentFormValues) =>
    editing ? toUpdatePaymentPayload(v) : toCreatePaymentPayload(v);
  const form = useForm<PaymentFormValues>({
    initialValues: payment ? valuesFromPayment(payment) : emptyPayment(teacher?.id ?? null, initialCurrency),
    validate: (v) => ({
      ...paymentMoneyErrors(v),
      ...zodFormValidator(editing ? updateTeacherPaymentSchema : createTeacherPaymentSchema, toPayload)(v),
    }),
  });
  const teacherId = form.values.teacher_user_id;
  const confirmed = useQuery({
    ...statementsQuery({ page: 1, tab: "unpaid", state: "confirmed", teacher_user_id: teacherId ?? 0 }),
    enabled: teacherId !== null,
  });
  const allocatedIds = payment?.allocations.map((a) => a.payroll_id) ?? [];
  const statements = (confirmed.data?.data ?? []).filter((s) => s.currency === form.values.currency);
  const extra = (payment?.allocations ?? []).filter((a) => !statements.some((s) => s.id === a.payroll_id));

  const save = useMutation({
    mutationFn: (v: PaymentFormValues) =>
      payment
        ? updatePayment(payment.id, toUpdatePaymentPayload(v))
        : createPayment(toCreatePaymentPayload(v), key.current),
    onSuccess: async () => {
      form.resetDirty();
      notifications.show({ color: "teal", message: t("payments.saved") });
      await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
      setDone(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      key.current = newIdempotencyKey();
    },
  });
  useUnsavedChangesGuard(form.isDirty() && !done);
  useEffect(() => {
    if (done) navigate("/payment");
  }, [done, navigate]);

  const currency = form.values.currency;
  const allocated = allocatedTotal(form.values);
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
      <Stack gap="md">
        {save.isError && !(isApiError(save.error) && save.error.errors) && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        {picked && (teacher || payment) ? (
          <Text c="gray.7">{t("form.teacherLine", { name: displayName(picked) })}</Text>
        ) : (
          <TeacherPicker
            label={t("fields.teacher")}
            required
            error={form.errors.teacher_user_id as string | undefined}
            onPick={(next) => {
              setPicked(next);
              form.setFieldValue("teacher_user_id", next?.id ?? null);
              form.setFieldValue("allocations", {});
            }}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label={t("fields.currency")}
            data={[...CURRENCIES]}
            allowDeselect={false}
            disabled={editing}
            {...form.getInputProps("currency")}
            onChange={(value) => {
              if (!value) return;
              form.setFieldValue("currency", value as Currency);
              form.setFieldValue("allocations", {});
            }}
          />
          <TextInput
            label={t("fields.amountIn", { currency })}
            required
            inputMode="decimal"
            {...form.getInputProps("amount")}
          />
          <Select
            label={t("fields.paymentMethod")}
            data={PAYROLL_PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
            allowDeselect={false}
            {...form.getInputProps("method")}
          />
          <DateField label={t("fields.paidOn")} required {...form.getInputProps("paid_on")} />
          <TextInput label={t("fields.reference")} {...form.getInputProps("reference")} />
        </SimpleGrid>
        <Textarea label={t("fields.note")} rows={2} {...form.getInputProps("note")} />

        <Fieldset legend={t("payments.allocations")}>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t("payments.allocationsHint")}
            </Text>
            {teacherId !== null && statements.length === 0 && extra.length === 0 && (
              <Text c="gray.7">{t("payments.noConfirmed")}</Text>
            )}
            {extra.map((a) => (
              <Paper key={a.payroll_id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap">
                  <Text size="sm">{a.title}</Text>
                  <TextInput
                    aria-label={t("payments.allocationFor", { title: a.title })}
                    inputMode="decimal"
                    w={160}
                    {...form.getInputProps(`allocations.${allocationKey(a.payroll_id)}`)}
                  />
                </Group>
              </Paper>
            ))}
            {statements.map((s) => (
              <Paper key={s.id} withBorder p="sm" radius="md" data-testid="allocation-row">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {s.title}
                    </Text>
                    <Text size="xs" c="gray.7">
                      <PeriodRange start={s.period_start} end={s.period_end} /> · {t("fields.outstanding")}{" "}
                      {formatMoney(s.outstanding, s.currency)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <TextInput
                      aria-label={t("payments.allocationFor", { title: s.title })}
                      inputMode="decimal"
                      w={140}
                      {...form.getInputProps(`allocations.${allocationKey(s.id)}`)}
                    />
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => form.setValues(withRestPaid(form.getValues(), s.id, s.outstanding))}
                    >
                      {t("payments.fill")}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
            {(statements.length > 0 || allocatedIds.length > 0) && (
              <Text size="sm" data-testid="allocated-total">
                {t("payments.allocated", { amount: formatMoney(allocated, currency) })}
              </Text>
            )}
            {typeof form.errors.allocations === "string" && (
              <Text c="red" size="sm" role="alert">
                {form.errors.allocations}
              </Text>
            )}
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(-1)}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? t("form.saveChanges") : t("payments.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
