import type { CreateOrderBody, ExchangeRates } from "@edu/shared";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import { formatMoney } from "../../../lib/format-money";
import { billingKeys, createBill, treeQuery } from "../api/billing-api";
import {
  type BillFormValues,
  billTotal,
  changeParent,
  hasBillData,
  toPayload,
  validateBillForm,
  visibleItems,
  withTree,
} from "../lib/bill-form";
import { keepEnterFromSubmitting } from "../lib/submit-by-button";
import { BillFormConfirm } from "./bill-form-confirm";
import { BillFormFields } from "./bill-form-fields";
import { BillFormLines } from "./bill-form-lines";
import { BillFormPeople } from "./bill-form-people";

type Props = {
  initial: BillFormValues;
  /** Exchange rates for the live total (TWD per unit); the server converts again when saving. */
  rates?: ExchangeRates;
  /** A reset: the heading and the bill it replaces. */
  heading: string;
};

/** A 422's field as the form names it: the parent is `user_id` on the wire, every line error the lines'. */
const formField = (field: string) =>
  field === "user_id" ? "parent" : field.startsWith("items") ? "items" : field;

/**
 * The bill form (spec 02 §4–§7): parent, children, the selection tree, manual lines, the bill's fields
 * and a live total. Changing the parent clears the bill (after a confirmation); leaving with unsaved
 * changes asks first. The server recomputes every price and the total; its answer is shown after saving.
 */
export function BillForm({ initial, rates, heading }: Props) {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<BillFormValues>({
    initialValues: initial,
    // The shared create schema's reasons; a missing parent in the form's own words.
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateBillForm(values)).map(([key, message]) => [
          key,
          key === "parent" ? t("form.parentRequired") : message,
        ]),
      ),
  });
  const values = form.values;
  const [studentError, setStudentError] = useState<string | null>(null);
  const [pendingParent, setPendingParent] = useState<BillFormValues["parent"]>(null);
  const [treeFor, setTreeFor] = useState<number | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  // A bill of 0 asks before it is saved: one saved without a word is a bill no one meant.
  const [confirmZero, setConfirmZero] = useState(false);

  const tree = useQuery({ ...treeQuery({ parentId: treeFor ?? 0 }), enabled: treeFor !== null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object changes every render; its setter does not.
  useEffect(() => {
    if (treeFor === null || !tree.data) return;
    // The latest values: the parent may have changed again while the tree was read.
    const current = form.getValues();
    if (current.parent?.id === treeFor) form.setValues(withTree(current, tree.data));
    setTreeFor(null);
  }, [tree.data, treeFor]);

  const applyParent = (parent: NonNullable<BillFormValues["parent"]>) => {
    form.setValues(changeParent(values, parent));
    form.clearErrors();
    setTreeFor(parent.id);
  };
  const pickParent = (parent: NonNullable<BillFormValues["parent"]>) => {
    if (values.parent?.id === parent.id) return;
    if (values.parent && hasBillData(values)) setPendingParent(parent);
    else applyParent(parent);
  };

  const save = useMutation({
    mutationFn: (body: CreateOrderBody) => createBill(body),
    onSuccess: async (bill) => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({
        color: "teal",
        message: t("form.saved", { total: formatMoney(bill.total_price, bill.price_currency) }),
      });
      form.resetDirty();
      setSavedId(bill.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.errors) {
        const found = Object.entries(serverFieldErrors(error.errors)).map(([field, message]) => [
          formField(field),
          message,
        ]);
        form.setErrors(Object.fromEntries(found));
      }
    },
  });
  // The guard first: its blocker must be released before the effect below navigates away.
  useUnsavedChangesGuard(form.isDirty() && savedId === null);
  useEffect(() => {
    if (savedId !== null) navigate(`/bill/${savedId}`);
  }, [savedId, navigate]);

  const submit = form.onSubmit(
    (checked) => {
      const counted = billTotal(checked, rates);
      if (counted.amount === 0 && counted.missingRates.length === 0) setConfirmZero(true);
      else save.mutate(toPayload(checked));
    },
    // Bring the first refused field into view (the tree can be long).
    () =>
      requestAnimationFrame(() =>
        document
          .querySelector('[aria-invalid="true"], [role="alert"]')
          ?.scrollIntoView?.({ block: "center" }),
      ),
  );

  const total = billTotal(values, rates);
  // Lines in another currency than the bill's meet its total here: NT$ / US$ / ¥ then, else $.
  const among = [
    values.price_currency,
    ...visibleItems(values).map((item) => item.price_currency),
    ...values.manual.map((line) => line.price_currency),
  ];

  return (
    <Stack
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={keepEnterFromSubmitting}
      renderRoot={(props) => <form {...props} noValidate />}
    >
      <Title order={1}>{heading}</Title>
      <BillFormPeople
        form={form}
        onPickParent={pickParent}
        loadingChildren={tree.isFetching}
        studentError={studentError}
        onStudentError={setStudentError}
      />
      <BillFormLines form={form} loadingItems={tree.isFetching} among={among} />
      <BillFormFields form={form} />

      <Paper withBorder p="md">
        <Group justify="space-between" align="center" wrap="wrap">
          <Stack gap={2}>
            <Text fw={700}>
              {t("form.total")}{" "}
              <span data-testid="bill-total">
                {formatMoney(total.amount, values.price_currency, { among })}
              </span>
            </Text>
            <Text size="xs" c="gray.7">
              {t("form.totalNote")}
            </Text>
            {total.missingRates.map((currency) => (
              <Text key={currency} size="xs" c="orange">
                {t("form.noRate", { currency })}
              </Text>
            ))}
          </Stack>
          <Button type="submit" loading={save.isPending}>
            {t("form.save")}
          </Button>
        </Group>
      </Paper>
      {save.isError && !(isApiError(save.error) && save.error.status === 422) && (
        <Alert color="red">{save.error.message}</Alert>
      )}

      <BillFormConfirm
        opened={confirmZero}
        title={t("form.zeroTitle")}
        message={t("form.zeroMessage", { total: formatMoney(0, values.price_currency, { among }) })}
        confirmLabel={t("form.zeroConfirm")}
        onCancel={() => setConfirmZero(false)}
        onConfirm={() => {
          setConfirmZero(false);
          save.mutate(toPayload(values));
        }}
      />
      <BillFormConfirm
        opened={pendingParent !== null}
        title={t("form.changeParentTitle")}
        message={t("form.changeParentMessage")}
        confirmLabel={t("form.confirm")}
        danger
        onCancel={() => setPendingParent(null)}
        onConfirm={() => {
          if (pendingParent) applyParent(pendingParent);
          setPendingParent(null);
        }}
      />
    </Stack>
  );
}
