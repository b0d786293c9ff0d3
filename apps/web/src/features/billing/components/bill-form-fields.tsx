import { CURRENCIES, type Currency } from "@edu/shared";
import { Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import type { BillFormValues } from "../lib/bill-form";

const currencyOptions = CURRENCIES.map((code) => ({ value: code, label: code }));

/** The bill's own fields: title, receivable date, currency, notes, how to pay, and the admins' remark. */
export function BillFormFields({ form }: { form: UseFormReturnType<BillFormValues> }) {
  const { t } = useTranslation("billing");
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("form.title")} required {...form.getInputProps("title")} />
          <DateField label={t("form.receivableDate")} required {...form.getInputProps("receivable_date")} />
          <Select
            label={t("form.currency")}
            data={currencyOptions}
            value={form.values.price_currency}
            allowDeselect={false}
            onChange={(value) => value && form.setFieldValue("price_currency", value as Currency)}
          />
        </SimpleGrid>
        <Textarea label={t("form.notes")} autosize minRows={2} {...form.getInputProps("notes")} />
        <Textarea
          label={t("form.paymentInfo")}
          autosize
          minRows={2}
          {...form.getInputProps("payment_info")}
        />
        <TextInput label={t("form.paymentInfoRemark")} {...form.getInputProps("payment_info_remark")} />
        <Textarea label={t("form.remark")} autosize minRows={1} {...form.getInputProps("remark")} />
      </Stack>
    </Paper>
  );
}
