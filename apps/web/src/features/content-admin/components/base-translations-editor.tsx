import type { Locale } from "@edu/shared/i18n";
import type { FormErrors } from "@mantine/form";
import { type TranslationField, TranslationsEditor } from "./translations-editor";

type ChineseLocale = Exclude<Locale, "en">;

type Props<F extends string> = {
  fields: readonly TranslationField<F>[];
  /** The record's base fields: the English column (and every language's fallback). */
  base: Record<F, string>;
  /** The Chinese texts (`translations` of the record), as typed. */
  translations: Record<ChineseLocale, Record<F, string>>;
  onBaseChange: (field: F, text: string) => void;
  onTranslationChange: (locale: ChineseLocale, field: F, text: string) => void;
  /** Form errors: base fields by name, translations as `translations.<locale>.<field>`. */
  errors?: FormErrors;
};

/**
 * The side-by-side editor (as the FAQ editor) for records whose English text is in base columns and
 * whose Chinese texts are in a `translations` object (course sessions, classes): English edits the
 * base fields, the Chinese columns the translations; an empty Chinese field shows the other Chinese,
 * then English (`resolveField` in @edu/shared).
 */
export function BaseTranslationsEditor<F extends string>({
  fields,
  base,
  translations,
  onBaseChange,
  onTranslationChange,
  errors = {},
}: Props<F>) {
  const merged: FormErrors = { ...errors };
  for (const field of fields) {
    if (errors[field.name]) merged[`translations.en.${field.name}`] = errors[field.name];
  }
  return (
    <TranslationsEditor
      fields={fields}
      value={{ en: base, "zh-TW": translations["zh-TW"], "zh-CN": translations["zh-CN"] }}
      onChange={(locale, field, text) =>
        locale === "en" ? onBaseChange(field, text) : onTranslationChange(locale, field, text)
      }
      errors={merged}
    />
  );
}

/** Stored translations as the editor's Chinese texts. */
export function toChineseTexts<F extends string>(
  stored: Partial<Record<Locale, Partial<Record<F, string>>>> | undefined,
  fields: readonly F[],
): Record<ChineseLocale, Record<F, string>> {
  const texts = (locale: ChineseLocale) =>
    Object.fromEntries(fields.map((name) => [name, stored?.[locale]?.[name] ?? ""])) as Record<F, string>;
  return { "zh-TW": texts("zh-TW"), "zh-CN": texts("zh-CN") };
}

/**
 * The `translations` to send: the Chinese texts (trimmed; empty clears the field), and English
 * cleared so the base fields stay the English text.
 */
export function toTranslationsPatch<F extends string>(
  texts: Record<ChineseLocale, Record<F, string>>,
  fields: readonly F[],
): Partial<Record<Locale, Partial<Record<F, string>>>> {
  const trimmed = (locale: ChineseLocale) =>
    Object.fromEntries(fields.map((name) => [name, (texts[locale]?.[name] ?? "").trim()])) as Record<
      F,
      string
    >;
  return {
    en: Object.fromEntries(fields.map((name) => [name, ""])) as Record<F, string>,
    "zh-TW": trimmed("zh-TW"),
    "zh-CN": trimmed("zh-CN"),
  };
}
