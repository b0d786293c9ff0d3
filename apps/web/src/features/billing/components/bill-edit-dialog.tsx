import { updateOrderBodySchema } from "@edu/shared";
import { Button, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { type BillAnswer, updateBill } from "../api/billing-api";
import { useBillsChanged } from "../lib/use-bills-changed";

type EditValues = { title: string; notes: string };

/** An admin edits the bill's title and notes (PATCH order/{id}). */
export function BillEditDialog({ bill, onClose }: { bill: BillAnswer; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const changed = useBillsChanged();
  const form = useForm<EditValues>({
    initialValues: { title: bill.title, notes: bill.notes },
    validate: zodFormValidator(updateOrderBodySchema, (values: EditValues) => values),
  });
  const save = useMutation({
    mutationFn: (values: EditValues) => updateBill(bill.id, values),
    onSuccess: async () => {
      await changed(t("detail.updated"));
      onClose();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.errors) form.setErrors(serverFieldErrors(failure.errors));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.edit")}>
      <Stack gap="sm">
        <TextInput label={t("form.title")} {...form.getInputProps("title")} />
        <Textarea label={t("form.notes")} autosize minRows={3} {...form.getInputProps("notes")} />
        <Button
          loading={save.isPending}
          onClick={() => form.onSubmit((values) => save.mutate(values))()}
          w="fit-content"
        >
          {t("detail.saveEdit")}
        </Button>
      </Stack>
    </Modal>
  );
}
