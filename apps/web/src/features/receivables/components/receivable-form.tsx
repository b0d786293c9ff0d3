import { CURRENCIES, type Currency, formatMoney, type Receivable } from "@edu/shared";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import {
  addReceivableItem,
  type CreateReceivableBody,
  createReceivable,
  deleteReceivableItem,
  moneyConvertRatioQuery,
  type ReceivableItemBody,
  receivablesKeys,
  type UpdateReceivableItemBody,
  updateReceivable,
  updateReceivableItem,
} from "../api/receivables-api";
import {
  diffItems,
  emptyItem,
  estimateTotal,
  type ReceivableFormValues,
  serverErrorsToForm,
  toCreatePayload,
  validateReceivable,
} from "../lib/receivable-form";
import { PersonPicker } from "./person-picker";

type Props = {
  initial: ReceivableFormValues;
  /** The saved receivable when editing (its items are diffed against the form's). */
  saved?: Receivable | null;
  /** Shown above the form, e.g. the enrollment a new receivable comes from. */
  context?: React.ReactNode;
};

const currencyData = CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * The receivable form (create and edit): title, who will owe it, its currency, a note, and its
 * instalments. The total shown is an estimate; the server computes the stored one.
 */
export function ReceivableForm({ initial, saved = null, context }: Props) {
  const { t } = useTranslation("receivables");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rates = useQuery(moneyConvertRatioQuery());
  const [savedId, setSavedId] = useState<number | null>(null);
  const form = useForm<ReceivableFormValues>({ initialValues: initial, validate: validateReceivable });
  useUnsavedChangesGuard(form.isDirty() && savedId === null);

  const save = useMutation({
    mutationFn: async (values: ReceivableFormValues): Promise<Receivable> => {
      // A submit runs only once validateReceivable (the shared schema) passed: the payer and every
      // amount the form holds as nullable are set by then.
      const payload = toCreatePayload(values) as CreateReceivableBody;
      if (!saved) return createReceivable(payload);
      const { items: _items, ...fields } = payload;
      let result = await updateReceivable(saved.id, fields);
      const changes = diffItems(saved.receivable_order_items, values.items);
      // Added first, so removing the old rows never meets the "at least one item" rule.
      for (const body of changes.add) result = await addReceivableItem(saved.id, body as ReceivableItemBody);
      for (const { id, body } of changes.update)
        result = await updateReceivableItem(id, body as UpdateReceivableItemBody);
      for (const id of changes.remove) result = await deleteReceivableItem(id);
      return result;
    },
    onSuccess: async (result) => {
      notifications.show({ color: "teal", message: t("form.saved") });
      setSavedId(result.id);
      await queryClient.invalidateQueries({ queryKey: receivablesKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverErrorsToForm(error.errors));
    },
  });
  useEffect(() => {
    if (savedId !== null) navigate(`/receivable/${savedId}`);
  }, [savedId, navigate]);

  const total = estimateTotal(form.values, rates.data?.rates);
  const addItem = () => {
    const last = form.values.items.at(-1);
    form.insertListItem(
      "items",
      emptyItem(
        last?.price_currency ?? form.values.price_currency,
        last?.user_id ? { id: last.user_id, label: last.user_label } : null,
      ),
    );
  };

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        {context}
        <TextInput label={t("fields.title")} required {...form.getInputProps("title")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonPicker
            label={t("fields.user")}
            description={t("form.userHint")}
            required
            value={form.values.user_label}
            error={form.errors.user_id}
            onPick={(person) => {
              form.setFieldValue("user_id", person?.id ?? null);
              form.setFieldValue("user_label", person?.label ?? "");
            }}
          />
          <Select
            label={t("fields.currency")}
            data={currencyData}
            allowDeselect={false}
            {...form.getInputProps("price_currency")}
          />
        </SimpleGrid>
        <Textarea label={t("fields.note")} autosize minRows={2} {...form.getInputProps("note")} />

        <Text fw={600}>{t("form.items")}</Text>
        {typeof form.errors.items === "string" && (
          <Alert color="red" data-testid="items-error">
            {form.errors.items}
          </Alert>
        )}
        <Stack gap="sm">
          {form.values.items.map((item, index) => (
            <Card key={item.key} withBorder padding="sm" data-testid="receivable-item">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" c="gray.7">
                    {t("form.itemNumber", { n: index + 1 })}
                  </Text>
                  {item.billed ? (
                    <Badge color="teal">{t("item.billed")}</Badge>
                  ) : (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("form.removeItem", { n: index + 1 })}
                      disabled={form.values.items.length <= 1}
                      onClick={() => form.removeListItem("items", index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t("fields.itemTitle")}
                    required
                    disabled={item.billed}
                    {...form.getInputProps(`items.${index}.title`)}
                  />
                  <DateField
                    label={t("fields.receivableDate")}
                    required
                    disabled={item.billed}
                    {...form.getInputProps(`items.${index}.receivable_date`)}
                  />
                  <TextInput
                    label={t("fields.amount")}
                    inputMode="decimal"
                    required
                    disabled={item.billed}
                    {...form.getInputProps(`items.${index}.amount`)}
                  />
                  <Select
                    label={t("fields.itemCurrency")}
                    data={currencyData}
                    allowDeselect={false}
                    disabled={item.billed}
                    {...form.getInputProps(`items.${index}.price_currency`)}
                  />
                </SimpleGrid>
                <PersonPicker
                  key={`${item.key}-${item.user_id ?? "none"}`}
                  label={t("fields.itemUser")}
                  description={t("form.itemUserHint")}
                  disabled={item.billed}
                  value={item.user_label}
                  error={form.errors[`items.${index}.user_id`]}
                  onPick={(person) => {
                    form.setFieldValue(`items.${index}.user_id`, person?.id ?? null);
                    form.setFieldValue(`items.${index}.user_label`, person?.label ?? "");
                  }}
                />
              </Stack>
            </Card>
          ))}
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addItem}>
            {t("form.addItem")}
          </Button>
          <Text data-testid="estimated-total">
            {t("form.estimatedTotal")}{" "}
            <strong>
              {total === null
                ? "—"
                : formatMoney(total, form.values.price_currency as Currency, {
                    among: [form.values.price_currency, ...form.values.items.map((i) => i.price_currency)],
                  })}
            </strong>
          </Text>
        </Group>
        <Text size="xs" c="gray.7">
          {t("form.totalHint")}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t("form.save")}
          </Button>
          <Button
            variant="default"
            onClick={() => navigate(saved ? `/receivable/${saved.id}` : "/receivable")}
          >
            {t("form.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
