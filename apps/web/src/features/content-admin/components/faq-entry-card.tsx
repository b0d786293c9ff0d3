import type { FaqAdmin } from "@edu/shared";
import { LOCALE_INFO, LOCALES, type Locale } from "@edu/shared/i18n";
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MissingLocalesBadges } from "./translations-editor";

type Props = {
  faq: FaqAdmin;
  topicName?: string;
  labelName?: string;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
};

/** One question as stored, with a language switcher; texts are plain text (never HTML). */
export function FaqEntryCard({ faq, topicName, labelName, canEdit, onEdit, onDelete, deleting }: Props) {
  const { t } = useTranslation("content-admin");
  const [locale, setLocale] = useState<Locale>("en");
  const [confirming, setConfirming] = useState(false);
  const texts = faq.translations[locale] ?? {};
  const question = texts.question?.trim() || "";
  const answer = texts.answer?.trim() || "";
  const fallback = faq.translations.en;
  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid={`faq-entry-${faq.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} wrap="wrap">
            {topicName && (
              <Badge variant="outline" color="dark.6">
                {topicName}
              </Badge>
            )}
            {labelName && <Badge color="cyan.9">{labelName}</Badge>}
            {!faq.is_published && <Badge color="gray.7">{t("unpublished")}</Badge>}
            <MissingLocalesBadges locales={faq.missing_locales} />
          </Group>
          <SegmentedControl
            size="xs"
            value={locale}
            onChange={(value) => setLocale(value as Locale)}
            aria-label={t("translations.showLanguage")}
            data={LOCALES.map((value) => ({ value, label: LOCALE_INFO[value].nativeName }))}
          />
        </Group>
        <Text fw={600} lang={question ? locale : "en"}>
          {question || fallback.question}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} lang={answer ? locale : "en"}>
          {answer || fallback.answer}
        </Text>
        {(!question || !answer) && locale !== "en" && (
          <Text size="xs" c="accent.9">
            {t("translations.englishShown")}
          </Text>
        )}
        {canEdit && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={onEdit}
              aria-label={t("faq.editQuestion", { question: fallback.question })}
            >
              {t("edit")}
            </Button>
            {confirming ? (
              <>
                <Button size="xs" color="red" loading={deleting} onClick={onDelete}>
                  {t("confirmDelete")}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  {t("cancel")}
                </Button>
              </>
            ) : (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t("delete")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
