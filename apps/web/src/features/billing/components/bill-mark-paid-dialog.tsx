import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { type BillAnswer, markPaid } from "../api/billing-api";
import { useBillsChanged } from "../lib/use-bills-changed";

/** Ticked lines, as the checkbox group holds them (ids as text). */
type MarkPaidValues = { lines: string[] };

/** Spec §7: mark paid names the lines (items each with type and id); every line is ticked to start. */
export function BillMarkPaidDialog({ bill, onClose }: { bill: BillAnswer; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const changed = useBillsChanged();
  const form = useForm<MarkPaidValues>({
    initialValues: { lines: bill.order_items.map((item) => String(item.id)) },
  });
  const mark = useMutation({
    mutationFn: (lines: string[]) =>
      markPaid(bill.id, { items: lines.map((id) => ({ type: "order_item" as const, id: Number(id) })) }),
    onSuccess: async () => {
      await changed(t("detail.markPaidDone"));
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.markPaid")}>
      <Stack gap="sm">
        <Text size="sm">{t("detail.markPaidConfirm")}</Text>
        <Checkbox.Group {...form.getInputProps("lines")}>
          <Stack gap={4}>
            {bill.order_items.map((item) => (
              <Checkbox
                key={item.id}
                value={String(item.id)}
                label={`${item.title} — ${formatMoney(item.converted_price, bill.price_currency)}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button
            color="teal"
            loading={mark.isPending}
            disabled={form.values.lines.length === 0}
            onClick={() => form.onSubmit((values) => mark.mutate(values.lines))()}
          >
            {t("detail.markPaid")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
