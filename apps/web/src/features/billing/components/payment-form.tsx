import type { Currency } from "@edu/shared";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "@edu/shared/uploads";
import { Alert, Button, FileInput, Group, Image, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPhoto } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage } from "../../../lib/form-errors";
import { formatDateInZone } from "../../../lib/format-date";
import { billingKeys, newIdempotencyKey, submitTransaction, uploadProof } from "../api/billing-api";
import {
  type PaymentFormErrors,
  type PaymentFormValues,
  paymentPayload,
  validatePayment,
} from "../lib/payment-form";
import { schoolTimeZone } from "../lib/school-time";
import { keepEnterFromSubmitting } from "../lib/submit-by-button";

type Props = { billId: number; currency: Currency };

/**
 * The parent's payment (spec 02 §3, §5; issue 13 Taiwan bank transfer): amount, date, a proof image
 * (uploaded first through POST document, type img), the last five digits of the paying account,
 * remark. The bill then waits for an admin to verify it.
 */
export function PaymentForm({ billId, currency }: Props) {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PaymentFormValues>({
    amount: "",
    currency,
    // Today on the school's calendar (the bill's dates are the school's).
    date: formatDateInZone(new Date(), schoolTimeZone()),
    proof: null,
    account_last5: "",
    remark: "",
  });
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [key, setKey] = useState(newIdempotencyKey);
  // The chosen image, shown by name in the picker and as a preview below it.
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUrl(file);
  const set = <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const upload = useMutation({
    mutationFn: uploadProof,
    onSuccess: (document) => set("proof", { id: document.id, name: document.name }),
    onError: (error) =>
      setErrors((current) => ({
        ...current,
        proof: isApiError(error) ? (error.firstFieldError() ?? error.message) : t("pay.uploadFailed"),
      })),
  });
  const submit = useMutation({
    mutationFn: () => submitTransaction(billId, paymentPayload(values), key),
    onSuccess: async () => {
      setKey(newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("pay.submitted") });
      navigate(`/bill/${billId}`);
    },
    onError: (error) => {
      // A refused attempt (4xx) is over: the next one, with other values, gets a new key. A lost answer
      // (network, 5xx) keeps it, so a retry of the same payment is replayed rather than paid twice.
      if (isApiError(error) && error.status >= 400 && error.status < 500) setKey(newIdempotencyKey());
      if (isApiError(error) && error.status === 422 && error.errors) {
        const found: PaymentFormErrors = {};
        for (const [field, messages] of Object.entries(error.errors)) {
          const target = field === "proof_upload_id" ? "proof" : field;
          if (target in { amount: 1, date: 1, proof: 1, account_last5: 1 })
            found[target as keyof PaymentFormErrors] = messages[0];
        }
        setErrors(found);
      }
    },
  });

  const pickFile = (picked: File | null) => {
    setFile(null);
    set("proof", null);
    if (!picked) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(picked.type)) {
      setErrors((current) => ({ ...current, proof: t("pay.proofType") }));
      return;
    }
    if (picked.size > IMAGE_MAX_BYTES) {
      setErrors((current) => ({ ...current, proof: t("pay.proofSize") }));
      return;
    }
    setFile(picked);
    upload.mutate(picked);
  };

  return (
    <Stack
      gap="sm"
      renderRoot={(props) => <form {...props} noValidate />}
      onKeyDown={keepEnterFromSubmitting}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validatePayment(values);
        // The amount's reasons are the money module's catalogue keys (v.money_*), the rest the billing namespace's.
        const text = (message: string) => (message.startsWith("v.") ? localizeMessage(message) : t(message));
        setErrors(
          Object.fromEntries(Object.entries(found).map(([field, message]) => [field, text(message)])),
        );
        if (Object.keys(found).length === 0) submit.mutate();
      }}
    >
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t("pay.amount")}
          inputMode="decimal"
          required
          value={values.amount}
          onChange={(event) => set("amount", event.currentTarget.value)}
          error={errors.amount}
          rightSection={<Text size="xs">{currency}</Text>}
          miw={160}
        />
        <DateField
          label={t("pay.date")}
          required
          value={values.date}
          onChange={(value) => set("date", value)}
          error={errors.date}
          miw={160}
        />
      </Group>
      <FileInput
        label={t("pay.proof")}
        description={t("pay.proofHint")}
        placeholder={t("pay.proofPlaceholder")}
        leftSection={<IconPhoto size={18} aria-hidden="true" />}
        leftSectionPointerEvents="none"
        accept={IMAGE_MIME_TYPES.join(",")}
        required
        clearable
        value={file}
        onChange={pickFile}
        error={errors.proof}
        // The picker reads as a field with its prompt (an empty box before: issue 27.16).
        styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
      />
      {preview && (
        <Image
          src={preview}
          alt={t("pay.proofPreview", { name: file?.name ?? "" })}
          h={160}
          w="auto"
          maw="100%"
          fit="contain"
          radius="sm"
          style={{ alignSelf: "flex-start" }}
          data-testid="proof-preview"
        />
      )}
      {upload.isPending && <Text size="sm">{t("pay.uploading")}</Text>}
      {values.proof && (
        <Text size="sm" c="teal.9">
          {t("pay.uploaded", { name: values.proof.name })}
        </Text>
      )}
      <TextInput
        label={t("pay.lastFive")}
        inputMode="numeric"
        maxLength={5}
        value={values.account_last5}
        onChange={(event) => set("account_last5", event.currentTarget.value)}
        error={errors.account_last5}
        maw={240}
      />
      <Textarea
        label={t("pay.remark")}
        autosize
        minRows={2}
        value={values.remark}
        onChange={(event) => set("remark", event.currentTarget.value)}
      />
      {submit.isError && !(isApiError(submit.error) && submit.error.status === 422) && (
        <Alert color="red">{submit.error.message}</Alert>
      )}
      <Button type="submit" loading={submit.isPending} disabled={upload.isPending} w="fit-content">
        {t("pay.submit")}
      </Button>
    </Stack>
  );
}

/** A local address for the chosen image while it is shown; released when it changes or leaves. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
