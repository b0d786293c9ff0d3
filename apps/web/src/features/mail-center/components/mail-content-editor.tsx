import { MAIL_VARIABLES, type MailContent } from "@edu/shared";
import {
  Badge,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { CONTENT_LOCALES, type ContentLocale, unknownVariablesOf } from "../lib/mail-content";

const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

type Props = {
  value: MailContent;
  onChange: (next: MailContent) => void;
  /** Field errors from the server (`content.en.subject` → message). */
  errors?: Record<string, string | undefined>;
  readOnly?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
};

/** The variables a mail may use, shown as `{{name}}` with what each becomes. */
export function VariablesHelp() {
  const { t } = useTranslation("mail-center");
  return (
    <Group gap="xs" wrap="wrap" data-testid="mail-variables">
      <Text size="sm" c="gray.7">
        {t("variables.title")}
      </Text>
      {MAIL_VARIABLES.map((name) => (
        <Group key={name} gap={4} wrap="nowrap">
          <Code>{`{{${name}}}`}</Code>
          <Text size="xs" c="gray.7">
            {t(`variables.${name}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * A mail's or template's three languages side by side (stacked on phones): subject and rich text
 * each. English is required and is what a recipient gets when their language is left blank. Unknown
 * variables are flagged as they are typed.
 */
export function MailContentEditor({ value, onChange, errors = {}, readOnly, onUploadingChange }: Props) {
  const { t } = useTranslation("mail-center");
  const unknown = unknownVariablesOf(value);
  const set = (lang: ContentLocale, part: "subject" | "body", text: string) =>
    onChange({ ...value, [lang]: { ...value[lang], [part]: text } });
  const errorOf = (lang: ContentLocale, part: "subject" | "body") => {
    const names = unknown[`content.${lang}.${part}`];
    if (names) return t("variables.unknown", { names: names.map((n) => `{{${n}}}`).join(", ") });
    return errors[`content.${lang}.${part}`];
  };
  return (
    <Stack gap="sm">
      <VariablesHelp />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        {CONTENT_LOCALES.map((lang) => (
          <Paper key={lang} withBorder p="sm" radius="md" data-testid={`mail-content-${lang}`}>
            <Stack gap="sm">
              <Group gap="xs">
                <Title order={3} size="h5" lang={lang}>
                  {t(`languages.${lang}`)}
                </Title>
                {lang === "en" ? (
                  <Badge size="sm" color="blue.8">
                    {t("content.required")}
                  </Badge>
                ) : (
                  <Badge size="sm" variant="light" color="gray">
                    {t("content.optional")}
                  </Badge>
                )}
              </Group>
              <TextInput
                label={t("content.subject")}
                value={value[lang].subject}
                onChange={(event) => set(lang, "subject", event.currentTarget.value)}
                error={errorOf(lang, "subject")}
                required={lang === "en"}
                readOnly={readOnly}
                lang={lang}
                maxLength={300}
              />
              <Suspense fallback={<Skeleton h={200} radius="sm" data-testid="rich-text-loading" />}>
                <RichTextEditor
                  label={t("content.body")}
                  value={value[lang].body}
                  onChange={(html) => set(lang, "body", html)}
                  error={errorOf(lang, "body")}
                  readOnly={readOnly}
                  lang={lang}
                  minHeight={200}
                  onUploadingChange={onUploadingChange}
                />
              </Suspense>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="gray.7">
        {t("content.fallback")}
      </Text>
    </Stack>
  );
}
