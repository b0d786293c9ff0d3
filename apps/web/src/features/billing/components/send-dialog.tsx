import { sendOrderBodySchema } from "@edu/shared";
import { LOCALES, type Locale } from "@edu/shared/i18n";
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatName } from "../../../lib/person-name";
import { type BillAnswer, billingKeys, sendBill } from "../api/billing-api";

/** Who may receive the bill: the parent and the students on it. */
export function recipientsOf(bill: BillAnswer): { id: number; label: string }[] {
  const people = [
    {
      id: bill.parent.id,
      label: `${formatName(bill.parent) || `#${bill.parent.id}`}${bill.parent.email ? ` <${bill.parent.email}>` : ""}`,
    },
  ];
  for (const item of bill.order_items) {
    if (item.user_id !== null && !people.some((p) => p.id === item.user_id))
      people.push({ id: item.user_id, label: item.student_name || `#${item.user_id}` });
  }
  return people;
}

/** The send form's fields: recipients as the checkbox group holds them (ids as text), the pay-by date or "". */
type SendValues = { users: string[]; lang: Locale; custom_content: string; expire_date: string };

const sendPayload = (values: SendValues) => ({
  users: values.users.map(Number),
  lang: values.lang,
  custom_content: values.custom_content,
  expire_date: values.expire_date || null,
});

/** Errors under the field they belong to (a recipient's error is the recipients field's). */
const byField = (errors: FormErrors): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.split(".")[0] ?? path, message]));

const validateSend = zodFormValidator(sendOrderBodySchema, sendPayload);

/** POST order/{id}/send: recipients, language, a custom message and a pay-by date (spec 02 §7). */
export function SendDialog({
  bill,
  opened,
  onClose,
}: {
  bill: BillAnswer;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  const people = recipientsOf(bill);
  const form = useForm<SendValues>({
    initialValues: {
      users: [String(bill.parent.id)],
      lang: bill.locale,
      custom_content: "",
      expire_date: "",
    },
    validate: (values) => byField(validateSend(values)),
  });
  const send = useMutation({
    mutationFn: (values: SendValues) => sendBill(bill.id, sendPayload(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("send.sent") });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(byField(serverFieldErrors(error.errors)));
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t("send.title")} size="lg">
      <Stack gap="sm">
        <Checkbox.Group
          label={t("send.recipients")}
          description={t("send.recipientsHint")}
          {...form.getInputProps("users")}
        >
          <Stack gap={4} mt={4}>
            {people.map((person) => (
              <Checkbox key={person.id} value={String(person.id)} label={person.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label={t("send.lang")}
          data={LOCALES.map((code) => ({ value: code, label: t(`langs.${code}`) }))}
          value={form.values.lang}
          allowDeselect={false}
          onChange={(value) => value && form.setFieldValue("lang", value as Locale)}
        />
        <Textarea
          label={t("send.customContent")}
          autosize
          minRows={3}
          {...form.getInputProps("custom_content")}
        />
        <DateField label={t("send.expireDate")} {...form.getInputProps("expire_date")} maw={200} />
        {send.isError && !(isApiError(send.error) && send.error.errors) && (
          <Alert color="red">{send.error.message}</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button loading={send.isPending} onClick={() => form.onSubmit((values) => send.mutate(values))()}>
            {t("send.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
