import type { Currency } from "@edu/shared";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "@edu/shared/uploads";
import { Alert, Button, FileInput, Group, Image, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconPhoto } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage, serverFieldErrors } from "../../../lib/form-errors";
import { formatDateInZone } from "../../../lib/format-date";
import { billingKeys, newIdempotencyKey, submitTransaction, uploadProof } from "../api/billing-api";
import { type PaymentFormValues, paymentPayload, validatePayment } from "../lib/payment-form";
import { schoolTimeZone } from "../lib/school-time";
import { keepEnterFromSubmitting } from "../lib/submit-by-button";

type Props = { billId: number; currency: Currency };

/** The fields a 422 may name, under the form's names (the proof's upload id is the proof field). */
const SERVER_FIELDS: Record<string, keyof PaymentFormValues> = {
  amount: "amount",
  date: "date",
  proof_upload_id: "proof",
  proof: "proof",
  account_last5: "account_last5",
};

/**
 * The parent's payment (spec 02 §3, §5, with the Taiwan bank transfer): amount, date, a proof image
 * (uploaded first through POST document, type img), the last five digits of the paying account,
 * remark. The bill then waits for an admin to verify it.
 */
export function PaymentForm({ billId, currency }: Props) {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The amount's reasons are the money module's catalogue keys (v.money_*), the rest the billing namespace's.
  const text = (message: string) => (message.startsWith("v.") ? localizeMessage(message) : t(message));
  const form = useForm<PaymentFormValues>({
    initialValues: {
      amount: "",
      currency,
      // Today on the school's calendar (the bill's dates are the school's).
      date: formatDateInZone(new Date(), schoolTimeZone()),
      proof: null,
      account_last5: "",
      remark: "",
    },
    validate: (values) =>
      Object.fromEntries(Object.entries(validatePayment(values)).map(([field, key]) => [field, text(key)])),
  });
  const [key, setKey] = useState(newIdempotencyKey);
  // The chosen image, shown by name in the picker and as a preview below it.
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUrl(file);

  const upload = useMutation({
    mutationFn: uploadProof,
    onSuccess: (document) => form.setFieldValue("proof", { id: document.id, name: document.name }),
    onError: (error) =>
      form.setFieldError(
        "proof",
        isApiError(error) ? (error.firstFieldError() ?? error.message) : t("pay.uploadFailed"),
      ),
  });
  const submit = useMutation({
    mutationFn: (values: PaymentFormValues) => submitTransaction(billId, paymentPayload(values), key),
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
        const found = Object.entries(serverFieldErrors(error.errors)).flatMap(([field, message]) => {
          const target = SERVER_FIELDS[field];
          return target ? [[target, message]] : [];
        });
        form.setErrors(Object.fromEntries(found));
      }
    },
  });

  const pickFile = (picked: File | null) => {
    setFile(null);
    form.setFieldValue("proof", null);
    if (!picked) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(picked.type)) {
      form.setFieldError("proof", t("pay.proofType"));
      return;
    }
    if (picked.size > IMAGE_MAX_BYTES) {
      form.setFieldError("proof", t("pay.proofSize"));
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
        form.onSubmit((values) => submit.mutate(values))();
      }}
    >
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t("pay.amount")}
          inputMode="decimal"
          required
          {...form.getInputProps("amount")}
          rightSection={<Text size="xs">{currency}</Text>}
          miw={160}
        />
        <DateField label={t("pay.date")} required {...form.getInputProps("date")} miw={160} />
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
        error={form.errors.proof}
        // The picker reads as a field with its prompt, not as an empty box.
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
      {form.values.proof && (
        <Text size="sm" c="teal.9">
          {t("pay.uploaded", { name: form.values.proof.name })}
        </Text>
      )}
      <TextInput
        label={t("pay.lastFive")}
        inputMode="numeric"
        maxLength={5}
        {...form.getInputProps("account_last5")}
        maw={240}
      />
      <Textarea label={t("pay.remark")} autosize minRows={2} {...form.getInputProps("remark")} />
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
