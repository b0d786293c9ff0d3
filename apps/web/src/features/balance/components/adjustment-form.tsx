import { CURRENCIES, type Currency } from "@edu/shared";
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage } from "../../../lib/form-errors";
import { formatMoney } from "../../../lib/format-money";
import { adjustBalance, balanceKeys, newIdempotencyKey } from "../api/balance-api";
import { readAmount } from "../lib/money-field";
import { ParentPicker } from "./parent-picker";

type Errors = Partial<Record<"parent_user_id" | "amount" | "reason" | "currency", string>>;

/** /finance/add: an admin credits (+) or debits (−) a parent's balance, with a required reason (audited). */
export function AdjustmentForm({ initialParentId }: { initialParentId: number | null }) {
  const { t } = useTranslation("balance");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [parentId, setParentId] = useState<number | null>(initialParentId);
  const [direction, setDirection] = useState<"credit" | "debit">("credit");
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState<Currency>("TWD");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [key, setKey] = useState(newIdempotencyKey);

  const save = useMutation({
    mutationFn: (body: { parent_user_id: number; currency: Currency; amount: number; reason: string }) =>
      adjustBalance(body, key),
    onSuccess: async (result) => {
      setKey(newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      notifications.show({
        color: "teal",
        message: t("adjust.saved", {
          balance: formatMoney(result.balance.available, result.balance.currency),
        }),
      });
      navigate(`/balance?parent=${result.entry.parent_user_id}`);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.errors) {
        const found: Errors = {};
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field in { parent_user_id: 1, amount: 1, reason: 1, currency: 1 }) {
            found[field as keyof Errors] = messages[0];
          }
        }
        setErrors(found);
        return;
      }
      setFailure(isApiError(error) ? error.message : String(error));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!parentId) found.parent_user_id = t("adjust.pickParent");
    const read = readAmount(amount, currency);
    if (!read.ok) found.amount = read.error;
    if (!reason.trim()) found.reason = localizeMessage("v.balance_reason_required");
    setErrors(found);
    if (Object.keys(found).length > 0 || !read.ok || !parentId) return;
    save.mutate({
      parent_user_id: parentId,
      currency,
      amount: direction === "debit" ? -read.amount : read.amount,
      reason: reason.trim(),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="adjustment-form">
      <Stack gap="md" maw={520}>
        {failure && <Alert color="red">{failure}</Alert>}
        <ParentPicker value={parentId} onChange={setParentId} error={errors.parent_user_id} />
        <Select
          label={t("adjust.direction")}
          data={[
            { value: "credit", label: t("adjust.credit") },
            { value: "debit", label: t("adjust.debit") },
          ]}
          value={direction}
          onChange={(value) => value && setDirection(value as "credit" | "debit")}
          allowDeselect={false}
        />
        <Group align="flex-start" grow>
          <TextInput
            label={t("adjust.amount")}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errors.amount}
            required
          />
          <Select
            label={t("adjust.currency")}
            data={[...CURRENCIES]}
            value={currency}
            onChange={(value) => value && setCurrency(value as Currency)}
            allowDeselect={false}
            error={errors.currency}
          />
        </Group>
        <Textarea
          label={t("adjust.reason")}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
          autosize
          minRows={2}
          maxLength={500}
          required
        />
        <Button type="submit" loading={save.isPending}>
          {t("adjust.submit")}
        </Button>
      </Stack>
    </form>
  );
}
