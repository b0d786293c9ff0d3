import { type CreateOrderBody, CURRENCIES, type Currency, type ExchangeRates } from "@edu/shared";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  CloseButton,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { formatMoney } from "../../../lib/format-money";
import { formatName } from "../../../lib/person-name";
import { billingKeys, createBill, treeQuery } from "../api/billing-api";
import {
  addBillStudent,
  type BillFormErrors,
  type BillFormValues,
  billTotal,
  changeParent,
  hasBillData,
  type ManualLine,
  removeBillStudent,
  toPayload,
  validateBillForm,
  visibleItems,
  withTree,
} from "../lib/bill-form";
import { keepEnterFromSubmitting } from "../lib/submit-by-button";
import { ParentPicker } from "./parent-picker";
import { SelectionTree } from "./selection-tree";

type Props = {
  initial: BillFormValues;
  /** Exchange rates for the live total (TWD per unit); the server converts again when saving. */
  rates?: ExchangeRates;
  /** A reset: the heading and the bill it replaces. */
  heading: string;
};

let manualKey = 0;

/**
 * The bill form (spec 02 §4–§7): parent, children, the selection tree, manual lines, the bill's fields
 * and a live total. Changing the parent clears the bill (after a confirmation); leaving with unsaved
 * changes asks first. The server recomputes every price and the total; its answer is shown after saving.
 */
export function BillForm({ initial, rates, heading }: Props) {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<BillFormErrors>({});
  const [studentError, setStudentError] = useState<string | null>(null);
  const [pendingParent, setPendingParent] = useState<BillFormValues["parent"]>(null);
  const [treeFor, setTreeFor] = useState<number | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  // A bill of 0 asks before it is saved (issue 27.2: one was saved without a word).
  const [confirmZero, setConfirmZero] = useState(false);

  const tree = useQuery({ ...treeQuery({ parentId: treeFor ?? 0 }), enabled: treeFor !== null });
  useEffect(() => {
    if (treeFor === null || !tree.data) return;
    setValues((current) => (current.parent?.id === treeFor ? withTree(current, tree.data) : current));
    setTreeFor(null);
  }, [tree.data, treeFor]);

  const update = (next: BillFormValues) => {
    setValues(next);
    setDirty(true);
  };
  const set = <K extends keyof BillFormValues>(key: K, value: BillFormValues[K]) => {
    update({ ...values, [key]: value });
    if (errors[key as string]) setErrors({ ...errors, [key]: undefined });
  };

  const applyParent = (parent: NonNullable<BillFormValues["parent"]>) => {
    update(changeParent(values, parent));
    setErrors({});
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
      setDirty(false);
      setSavedId(bill.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.errors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [
              field === "user_id" ? "parent" : field.startsWith("items") ? "items" : field,
              messages[0],
            ]),
          ),
        );
      }
    },
  });
  // The guard first: its blocker must be released before the effect below navigates away.
  useUnsavedChangesGuard(dirty && savedId === null);
  useEffect(() => {
    if (savedId !== null) navigate(`/bill/${savedId}`);
  }, [savedId, navigate]);

  const submit = () => {
    const found = validateBillForm(values);
    const shown = Object.fromEntries(
      Object.entries(found).map(([key, message]) => [
        key,
        key === "parent" ? t("form.parentRequired") : message,
      ]),
    );
    setErrors(shown);
    if (Object.keys(found).length > 0) {
      // Bring the first refused field into view (the tree can be long).
      requestAnimationFrame(() =>
        document
          .querySelector('[aria-invalid="true"], [role="alert"]')
          ?.scrollIntoView?.({ block: "center" }),
      );
      return;
    }
    const counted = billTotal(values, rates);
    if (counted.amount === 0 && counted.missingRates.length === 0) {
      setConfirmZero(true);
      return;
    }
    save.mutate(toPayload(values));
  };

  const items = visibleItems(values);
  const total = billTotal(values, rates);
  // Lines in another currency than the bill's meet its total here: NT$ / US$ / ¥ then, else $ (issue 27.13).
  const among = [
    values.price_currency,
    ...items.map((item) => item.price_currency),
    ...values.manual.map((line) => line.price_currency),
  ];
  const childName = (id: number) => {
    const child = values.children.find((c) => c.id === id);
    return child ? formatName(child) || `#${id}` : `#${id}`;
  };
  const addable = values.children.filter((child) => !values.students.includes(child.id));
  const currencyOptions = CURRENCIES.map((code) => ({ value: code, label: code }));
  const setManual = (key: string, patch: Partial<ManualLine>) =>
    set(
      "manual",
      values.manual.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    );

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
      <Paper withBorder p="md">
        <Stack gap="sm">
          <ParentPicker
            label={t("form.parent")}
            placeholder={t("form.parentSearch")}
            value={values.parent}
            onPick={pickParent}
            error={errors.parent}
          />
          <Stack gap={6}>
            <Text fw={500} size="sm">
              {t("form.students")}
            </Text>
            <Group gap="xs" data-testid="bill-students">
              {values.students.map((id) => (
                <Card key={id} withBorder padding={6} radius="sm">
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{childName(id)}</Text>
                    <CloseButton
                      size="sm"
                      aria-label={t("form.removeStudent", { name: childName(id) })}
                      onClick={() => {
                        const result = removeBillStudent(values, id);
                        if (result.ok) {
                          update(result.values);
                          setStudentError(null);
                        } else setStudentError(t("form.onlyStudent"));
                      }}
                    />
                  </Group>
                </Card>
              ))}
              {values.parent && values.children.length === 0 && !tree.isFetching && (
                <Text size="sm" c="gray.7">
                  {t("form.noChildren")}
                </Text>
              )}
            </Group>
            {addable.length > 0 && (
              <Select
                aria-label={t("form.addStudent")}
                placeholder={t("form.addStudent")}
                data={addable.map((child) => ({ value: String(child.id), label: childName(child.id) }))}
                value={null}
                onChange={(value) => {
                  if (!value) return;
                  const result = addBillStudent(values, Number(value));
                  if (result.ok) {
                    update(result.values);
                    setStudentError(null);
                  } else setStudentError(t("form.studentTwice"));
                }}
                maw={320}
              />
            )}
            {studentError && (
              <Text size="sm" c="red" role="alert">
                {studentError}
              </Text>
            )}
          </Stack>
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("form.items")}
          </Title>
          {tree.isFetching ? (
            <Text size="sm" c="gray.7">
              {t("form.loadingItems")}
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t("form.noItems")}
            </Text>
          ) : (
            <SelectionTree
              items={items}
              among={among}
              showStudent={values.students.length > 1}
              onChange={(next) => {
                const byKey = new Map(next.map((item) => [item.key, item]));
                set(
                  "items",
                  values.items.map((item) => byKey.get(item.key) ?? item),
                );
                setErrors({ ...errors, items: undefined });
              }}
            />
          )}
          <Title order={3} size="h5" mt="sm">
            {t("form.manualItems")}
          </Title>
          {values.manual.map((line, index) => (
            <Group key={line.key} align="flex-start" gap="xs" data-testid="manual-line">
              <TextInput
                label={t("form.manualTitle")}
                value={line.title}
                onChange={(event) => setManual(line.key, { title: event.currentTarget.value })}
                error={errors[`manual.${index}.title`]}
                flex="2 1 160px"
              />
              <TextInput
                label={t("form.manualPrice")}
                inputMode="decimal"
                value={line.price}
                onChange={(event) => setManual(line.key, { price: event.currentTarget.value })}
                // The money module's reason, as the server says it (issue 27.12).
                error={errors[`manual.${index}.price`]}
                flex="1 1 100px"
              />
              <Select
                label={t("form.currency")}
                data={currencyOptions}
                value={line.price_currency}
                allowDeselect={false}
                onChange={(value) => value && setManual(line.key, { price_currency: value as Currency })}
                w={90}
              />
              {values.students.length > 1 && (
                <Select
                  label={t("form.manualStudent")}
                  data={values.students.map((id) => ({ value: String(id), label: childName(id) }))}
                  value={line.user_id === null ? null : String(line.user_id)}
                  onChange={(value) => setManual(line.key, { user_id: value ? Number(value) : null })}
                  w={160}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t("form.removeManual")}
                onClick={() =>
                  set(
                    "manual",
                    values.manual.filter((other) => other.key !== line.key),
                  )
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            disabled={!values.parent}
            onClick={() =>
              set("manual", [
                ...values.manual,
                {
                  key: `manual-${++manualKey}`,
                  user_id: values.students[0] ?? null,
                  title: "",
                  price: "",
                  price_currency: values.price_currency,
                  remark: "",
                },
              ])
            }
          >
            {t("form.addManual")}
          </Button>
          {errors.items && (
            <Text size="sm" c="red" role="alert">
              {errors.items}
            </Text>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("form.title")}
              required
              value={values.title}
              onChange={(event) => set("title", event.currentTarget.value)}
              error={errors.title}
            />
            <DateField
              label={t("form.receivableDate")}
              required
              value={values.receivable_date}
              onChange={(value) => set("receivable_date", value)}
              error={errors.receivable_date}
            />
            <Select
              label={t("form.currency")}
              data={currencyOptions}
              value={values.price_currency}
              allowDeselect={false}
              onChange={(value) => value && set("price_currency", value as Currency)}
            />
          </SimpleGrid>
          <Textarea
            label={t("form.notes")}
            autosize
            minRows={2}
            value={values.notes}
            onChange={(event) => set("notes", event.currentTarget.value)}
            error={errors.notes}
          />
          <Textarea
            label={t("form.paymentInfo")}
            autosize
            minRows={2}
            value={values.payment_info}
            onChange={(event) => set("payment_info", event.currentTarget.value)}
          />
          <TextInput
            label={t("form.paymentInfoRemark")}
            value={values.payment_info_remark}
            onChange={(event) => set("payment_info_remark", event.currentTarget.value)}
          />
          <Textarea
            label={t("form.remark")}
            autosize
            minRows={1}
            value={values.remark}
            onChange={(event) => set("remark", event.currentTarget.value)}
          />
        </Stack>
      </Paper>

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

      <Modal opened={confirmZero} onClose={() => setConfirmZero(false)} title={t("form.zeroTitle")}>
        <Stack>
          <Text size="sm">
            {t("form.zeroMessage", { total: formatMoney(0, values.price_currency, { among }) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmZero(false)}>
              {t("form.cancel")}
            </Button>
            <Button
              onClick={() => {
                setConfirmZero(false);
                save.mutate(toPayload(values));
              }}
            >
              {t("form.zeroConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={pendingParent !== null}
        onClose={() => setPendingParent(null)}
        title={t("form.changeParentTitle")}
      >
        <Stack>
          <Text size="sm">{t("form.changeParentMessage")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPendingParent(null)}>
              {t("form.cancel")}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (pendingParent) applyParent(pendingParent);
                setPendingParent(null);
              }}
            >
              {t("form.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
