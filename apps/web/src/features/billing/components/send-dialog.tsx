import { LOCALES, type Locale } from "@edu/shared/i18n";
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
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
  const [users, setUsers] = useState<number[]>([bill.parent.id]);
  const [lang, setLang] = useState<Locale>(bill.locale);
  const [content, setContent] = useState("");
  const [expire, setExpire] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const send = useMutation({
    mutationFn: () =>
      sendBill(bill.id, { users, lang, custom_content: content, expire_date: expire || null }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("send.sent") });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors)
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.split(".")[0] ?? k, v[0]])),
        );
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t("send.title")} size="lg">
      <Stack gap="sm">
        <Checkbox.Group
          label={t("send.recipients")}
          description={t("send.recipientsHint")}
          value={users.map(String)}
          onChange={(next) => setUsers(next.map(Number))}
          error={errors.users}
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
          value={lang}
          allowDeselect={false}
          onChange={(value) => value && setLang(value as Locale)}
        />
        <Textarea
          label={t("send.customContent")}
          autosize
          minRows={3}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          error={errors.custom_content}
        />
        <DateField
          label={t("send.expireDate")}
          value={expire}
          onChange={setExpire}
          error={errors.expire_date}
          maw={200}
        />
        {send.isError && !(isApiError(send.error) && send.error.errors) && (
          <Alert color="red">{send.error.message}</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button loading={send.isPending} onClick={() => send.mutate()}>
            {t("send.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
