import { CURRENCIES, type Currency } from "@edu/shared";
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type BillFormValues, childName, type ManualLine, visibleItems } from "../lib/bill-form";
import { SelectionTree } from "./selection-tree";

type Props = {
  form: UseFormReturnType<BillFormValues>;
  /** The parent's unbilled lines are being read. */
  loadingItems: boolean;
  /** Every currency on the form, for how money is written. */
  among: readonly string[];
};

const currencyOptions = CURRENCIES.map((code) => ({ value: code, label: code }));

let manualKey = 0;

/** What is billed: the selection tree of the children's unbilled lines and lessons, and manual lines. */
export function BillFormLines({ form, loadingItems, among }: Props) {
  const { t } = useTranslation("billing");
  const values = form.values;
  const items = visibleItems(values);
  const nameOf = (id: number) => childName(values, id);
  const setManual = (key: string, patch: Partial<ManualLine>) =>
    form.setFieldValue(
      "manual",
      values.manual.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("form.items")}
        </Title>
        {loadingItems ? (
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
              form.setFieldValue(
                "items",
                values.items.map((item) => byKey.get(item.key) ?? item),
              );
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
              error={form.errors[`manual.${index}.title`]}
              flex="2 1 160px"
            />
            <TextInput
              label={t("form.manualPrice")}
              inputMode="decimal"
              value={line.price}
              onChange={(event) => setManual(line.key, { price: event.currentTarget.value })}
              // The money module's reason, as the server says it, so the form and the answer never disagree.
              error={form.errors[`manual.${index}.price`]}
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
                data={values.students.map((id) => ({ value: String(id), label: nameOf(id) }))}
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
                form.setFieldValue(
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
            form.setFieldValue("manual", [
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
        {form.errors.items && (
          <Text size="sm" c="red" role="alert">
            {form.errors.items}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
