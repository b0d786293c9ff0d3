import type { PutSiteContentInput, SiteContentAdmin } from "@edu/shared";
import { LOCALES, type Locale } from "@edu/shared/i18n";
import type { LocaleTexts } from "./translations-form";

/**
 * Site content holds any JSON per top-level field. The editor shows plain strings as text fields
 * and anything else (lists such as the counseling service table, nested prices) as JSON text.
 */
export type DataKind = "string" | "number" | "boolean" | "json";
export type SiteContentDraft = {
  data: Record<string, string>;
  dataKinds: Record<string, DataKind>;
  translations: LocaleTexts;
  /** Per-language fields edited as JSON (not plain strings). */
  jsonFields: string[];
  fieldNames: string[];
};

const kindOf = (value: unknown): DataKind =>
  typeof value === "string"
    ? "string"
    : typeof value === "number"
      ? "number"
      : typeof value === "boolean"
        ? "boolean"
        : "json";
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export function toSiteContentDraft(entry: Pick<SiteContentAdmin, "data" | "translations">): SiteContentDraft {
  const data: Record<string, string> = {};
  const dataKinds: Record<string, DataKind> = {};
  for (const [name, value] of Object.entries(entry.data)) {
    dataKinds[name] = kindOf(value);
    data[name] =
      dataKinds[name] === "string"
        ? String(value)
        : dataKinds[name] === "json"
          ? pretty(value)
          : String(value);
  }
  const fieldNames = [...new Set(LOCALES.flatMap((locale) => Object.keys(entry.translations[locale] ?? {})))];
  const jsonFields = fieldNames.filter((name) =>
    LOCALES.some((locale) => {
      const value = entry.translations[locale]?.[name];
      return value !== undefined && value !== null && typeof value !== "string";
    }),
  );
  const translations = {} as LocaleTexts;
  for (const locale of LOCALES) {
    const source = entry.translations[locale] ?? {};
    translations[locale] = Object.fromEntries(
      fieldNames.map((name) => {
        const value = source[name];
        if (value === undefined || value === null) return [name, ""];
        return [name, typeof value === "string" ? value : pretty(value)];
      }),
    );
  }
  return { data, dataKinds, translations, jsonFields, fieldNames };
}

export type DraftResult =
  | {
      ok: true;
      body: PutSiteContentInput;
    }
  | { ok: false; errors: Record<string, string> };

/** The PUT body (the whole entry); JSON that does not parse is reported per field. */
export function fromSiteContentDraft(draft: SiteContentDraft, invalidJson: string): DraftResult {
  const errors: Record<string, string> = {};
  const parse = (text: string, path: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      errors[path] = invalidJson;
      return undefined;
    }
  };
  const data: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(draft.data)) {
    const kind = draft.dataKinds[name] ?? "string";
    if (kind === "string") data[name] = text;
    else if (kind === "number") {
      const number = Number(text);
      if (text.trim() === "" || Number.isNaN(number)) errors[`data.${name}`] = invalidJson;
      data[name] = number;
    } else if (kind === "boolean") data[name] = text === "true";
    else data[name] = parse(text, `data.${name}`);
  }
  const translations: PutSiteContentInput["translations"] = { en: {} };
  for (const locale of LOCALES) {
    const fields: Record<string, unknown> = {};
    for (const name of draft.fieldNames) {
      const text = (draft.translations[locale]?.[name] ?? "").trim();
      if (text === "") continue;
      fields[name] = draft.jsonFields.includes(name) ? parse(text, `translations.${locale}.${name}`) : text;
    }
    if (locale === "en" || Object.keys(fields).length > 0) translations[locale as Locale] = fields;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: { data, translations } };
}
