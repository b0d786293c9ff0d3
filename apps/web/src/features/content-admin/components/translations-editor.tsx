import { LOCALE_INFO, LOCALES, type Locale } from "@edu/shared/i18n";
import { Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { findMissingFields, type LocaleTexts } from "../lib/translations-form";

/** What a custom field input gets (e.g. the rich-text editor for a story's body). */
export type FieldInputProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  required: boolean;
  readOnly: boolean;
  lang: string;
};

export type TranslationField<F extends string = string> = {
  name: F;
  label: string;
  multiline?: boolean;
  /** Required in English (the fallback); Chinese may stay empty and then shows English. */
  required?: boolean;
  /** Renders the input instead of a text field (rich text). */
  renderInput?: (props: FieldInputProps) => ReactNode;
};

type Props<F extends string> = {
  fields: readonly TranslationField<F>[];
  value: LocaleTexts<F>;
  onChange: (locale: Locale, field: F, text: string) => void;
  /** Form errors keyed `${errorPrefix}.${locale}.${field}` (client zod or server 422). */
  errors?: FormErrors;
  errorPrefix?: string;
  /** "columns": the three languages side by side; "tabs": one at a time; "auto": columns on wide screens. */
  layout?: "auto" | "columns" | "tabs";
  readOnly?: boolean;
};

/** Badge telling whether a language has every field the others have. */
export function MissingBadge({ count }: { count: number }) {
  const { t } = useTranslation("content-admin");
  return count > 0 ? (
    <Badge color="accent.9" size="sm">
      {t("translations.missingCount", { count })}
    </Badge>
  ) : (
    <Badge color="teal.9" size="sm">
      {t("translations.complete")}
    </Badge>
  );
}

/** The languages a stored entry lacks (its `missing_locales`), for lists. */
export function MissingLocalesBadges({ locales }: { locales: readonly Locale[] }) {
  const { t } = useTranslation("content-admin");
  if (locales.length === 0)
    return (
      <Badge color="teal.9" size="sm">
        {t("translations.allLanguages")}
      </Badge>
    );
  return (
    <Group gap={4}>
      {locales.map((locale) => (
        <Badge key={locale} color="accent.9" size="sm">
          {t("translations.missingLocale", { locale: LOCALE_INFO[locale].nativeName })}
        </Badge>
      ))}
    </Group>
  );
}

/** Per-language fields of one entry: English, 简体中文 and 繁體中文, with what each still lacks. */
export function TranslationsEditor<F extends string>({
  fields,
  value,
  onChange,
  errors = {},
  errorPrefix = "translations",
  layout = "auto",
  readOnly = false,
}: Props<F>) {
  const { t } = useTranslation("content-admin");
  const id = useId();
  const wide = useMediaQuery("(min-width: 62em)", false, { getInitialValueInEffect: false });
  const columns = layout === "columns" || (layout === "auto" && wide === true);
  const missing = findMissingFields(
    value,
    fields.map((field) => field.name),
  );
  const hasError = (locale: Locale) =>
    fields.some((field) => Boolean(errors[`${errorPrefix}.${locale}.${field.name}`]));

  const renderFields = (locale: Locale) => (
    <Stack gap="xs">
      {missing[locale].length > 0 && (
        <Text size="xs" c="accent.9" data-testid={`missing-${locale}`}>
          {t("translations.fallbackNote", {
            fields: fields
              .filter((field) => missing[locale].includes(field.name))
              .map((field) => field.label)
              .join(", "),
          })}
        </Text>
      )}
      {fields.map((field) => {
        if (field.renderInput)
          return (
            <div key={field.name}>
              {field.renderInput({
                label: `${field.label} (${LOCALE_INFO[locale].nativeName})`,
                value: value[locale]?.[field.name] ?? "",
                onChange: (text) => onChange(locale, field.name, text),
                error: errors[`${errorPrefix}.${locale}.${field.name}`],
                required: locale === "en" && field.required === true,
                readOnly,
                lang: locale,
              })}
            </div>
          );
        const common = {
          label: `${field.label} (${LOCALE_INFO[locale].nativeName})`,
          value: value[locale]?.[field.name] ?? "",
          required: locale === "en" && field.required,
          readOnly,
          lang: locale,
          // Mantine's default error red is below 4.5:1 on white; a darker red reads at any size.
          styles: { error: { color: "var(--mantine-color-red-9)" } },
          error: errors[`${errorPrefix}.${locale}.${field.name}`],
          placeholder:
            locale !== "en" && !(value[locale]?.[field.name] ?? "").trim()
              ? value.en?.[field.name] || undefined
              : undefined,
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(locale, field.name, event.currentTarget.value),
        };
        return field.multiline ? (
          <Textarea key={field.name} autosize minRows={3} maxRows={14} {...common} />
        ) : (
          <TextInput key={field.name} {...common} />
        );
      })}
    </Stack>
  );

  const header = (locale: Locale) => (
    <Group gap="xs" wrap="nowrap">
      <span>{LOCALE_INFO[locale].nativeName}</span>
      <MissingBadge count={missing[locale].length} />
    </Group>
  );

  if (columns) {
    return (
      <SimpleGrid cols={3} spacing="sm" data-testid="translations-editor" data-layout="columns">
        {LOCALES.map((locale) => (
          <Paper key={locale} withBorder p="sm" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
            <Text component="legend" fw={600} size="sm" px={4}>
              {header(locale)}
            </Text>
            {renderFields(locale)}
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Tabs defaultValue="en" keepMounted data-testid="translations-editor" data-layout="tabs" id={id}>
      <Tabs.List aria-label={t("translations.languages")}>
        {LOCALES.map((locale) => (
          <Tabs.Tab key={locale} value={locale} color={hasError(locale) ? "red" : undefined}>
            {header(locale)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LOCALES.map((locale) => (
        <Tabs.Panel key={locale} value={locale} pt="sm">
          {renderFields(locale)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
