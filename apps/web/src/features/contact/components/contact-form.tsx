import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck, IconRefresh } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { contactCaptchaQuery, sendContactMessage } from "../api/contact-api";
import {
  type ContactValues,
  EMPTY_CONTACT,
  serverFieldErrors,
  toContactPayload,
  validateContact,
} from "../lib/contact-validation";

/** The contact form (spec §5): name, message and captcha required; email format; phone ≥ 7 digits. */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const captcha = useQuery(contactCaptchaQuery());
  const captchaKey = captcha.data?.key ?? "";
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validate: (values) => validateContact(values, captchaKey, t),
  });
  const refreshCaptcha = () => {
    form.setFieldValue("captcha", "");
    void captcha.refetch();
  };
  const send = useMutation({
    mutationFn: (values: ContactValues) => sendContactMessage(toContactPayload(values, captchaKey)),
    onMutate: () => {
      setFormError(null);
      setSent(false);
    },
    onSuccess: () => {
      setSent(true);
      form.reset();
      void captcha.refetch();
    },
    onError: (error) => {
      // A captcha is single use: whatever went wrong, the next attempt needs a new image.
      refreshCaptcha();
      if (isApiError(error) && error.status === 422 && error.errors && Object.keys(error.errors).length > 0) {
        form.setErrors(serverFieldErrors(error.errors));
        return;
      }
      setFormError(
        isApiError(error) && error.status === 429 && error.message ? error.message : t("errors.generic"),
      );
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate data-testid="contact-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("fields.name")} required autoComplete="name" {...form.getInputProps("name")} />
          <TextInput
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            {...form.getInputProps("email")}
          />
        </SimpleGrid>
        <TextInput
          label={t("fields.phone")}
          type="tel"
          autoComplete="tel"
          description={t("fields.phoneHint")}
          styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
          {...form.getInputProps("phone")}
        />
        <Textarea label={t("fields.message")} required rows={5} {...form.getInputProps("message")} />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t("fields.captcha")}
            required
            autoComplete="off"
            style={{ flex: 1 }}
            {...form.getInputProps("captcha")}
          />
          <Group gap={4} mt={25} wrap="nowrap">
            {captcha.data ? (
              <Image
                src={captcha.data.img}
                alt={t("captcha.alt")}
                w={120}
                h={40}
                radius="sm"
                bg="white"
                style={{ border: "1px solid var(--mantine-color-gray-4)" }}
                data-testid="contact-captcha-image"
              />
            ) : (
              <Skeleton w={120} h={40} radius="sm" />
            )}
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t("captcha.refresh")}
              loading={captcha.isFetching}
              onClick={refreshCaptcha}
            >
              <IconRefresh size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        {sent && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" data-testid="contact-sent">
            {t("sent")}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={send.isPending} color="accent.9">
            {t("submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
