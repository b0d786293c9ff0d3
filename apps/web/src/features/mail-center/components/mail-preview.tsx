import type { Locale, MailContent, MailPreview as Preview } from "@edu/shared";
import { Alert, Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextView } from "../../../components/rich-text-editor";
import { isApiError } from "../../../lib/api-client";
import { previewMail } from "../api/mail-center-api";
import { CONTENT_LOCALES } from "../lib/mail-content";

type Props = {
  content: MailContent;
  /** Chosen users to preview for (else a sample person). */
  people: { id: number; name: string }[];
};

/** The mail as one recipient (or a sample person) gets it, in their language or one chosen. */
export function MailPreviewPane({ content, people }: Props) {
  const { t } = useTranslation("mail-center");
  const [who, setWho] = useState<string>("sample");
  const [lang, setLang] = useState<string>("auto");
  const preview = useMutation({
    mutationFn: () =>
      previewMail({
        content,
        recipient_id: who === "sample" ? null : Number(who),
        locale: lang === "auto" ? undefined : (lang as Locale),
      }),
  });
  const result: Preview | undefined = preview.data;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="mail-preview">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t("preview.recipient")}
            value={who}
            onChange={(value) => setWho(value ?? "sample")}
            data={[
              { value: "sample", label: t("preview.sample") },
              ...people.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
            allowDeselect={false}
            w={{ base: "100%", xs: 240 }}
          />
          <Select
            label={t("preview.language")}
            value={lang}
            onChange={(value) => setLang(value ?? "auto")}
            data={[
              { value: "auto", label: t("preview.theirLanguage") },
              ...CONTENT_LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
            ]}
            allowDeselect={false}
            w={{ base: "100%", xs: 200 }}
          />
          <Button variant="light" onClick={() => preview.mutate()} loading={preview.isPending}>
            {t("preview.show")}
          </Button>
        </Group>
        {preview.isError && (
          <Alert color="red">
            {isApiError(preview.error) && preview.error.errors
              ? Object.values(preview.error.errors).flat().join(" ")
              : preview.error.message}
          </Alert>
        )}
        {result && (
          <Stack gap={6} lang={result.locale}>
            <Text size="sm" c="gray.7">
              {t("preview.to", {
                name: result.recipient.name,
                language: t(`languages.${result.locale}`),
              })}
            </Text>
            <Text fw={700} data-testid="preview-subject" style={{ wordBreak: "break-word" }}>
              {result.subject}
            </Text>
            <RichTextView html={result.html} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
