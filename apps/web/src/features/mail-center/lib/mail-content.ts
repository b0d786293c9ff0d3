import { type MailContent, type MailRecipientsInput, unknownMailVariables } from "@edu/shared";

export const CONTENT_LOCALES = ["en", "zh-TW", "zh-CN"] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const emptyContent = (): MailContent => ({
  en: { subject: "", body: "" },
  "zh-TW": { subject: "", body: "" },
  "zh-CN": { subject: "", body: "" },
});

export const emptyRecipients = (): MailRecipientsInput => ({
  user_ids: [],
  tag_ids: [],
  class_ids: [],
  class_audience: "students",
  roles: [],
});

/** The editor's HTML with no text left (an empty paragraph) counts as blank. */
export const isBlankHtml = (html: string) =>
  html
    .replace(/<img\b[^>]*>/gi, "x")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim() === "";

/**
 * Unknown variables per field (`content.en.subject` → ["nmae"]), checked as the admin types; the
 * server refuses them too (422).
 */
export function unknownVariablesOf(content: MailContent): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const lang of CONTENT_LOCALES) {
    for (const part of ["subject", "body"] as const) {
      const unknown = unknownMailVariables(content[lang][part]);
      if (unknown.length > 0) found[`content.${lang}.${part}`] = unknown;
    }
  }
  return found;
}

/** How many things are chosen (0: the mail goes to nobody yet). */
export const choiceCount = (r: MailRecipientsInput) =>
  r.user_ids.length + r.tag_ids.length + r.class_ids.length + r.roles.length;
