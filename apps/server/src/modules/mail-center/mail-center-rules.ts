import {
  displayName,
  fillMailVariables,
  type Locale,
  type MAIL_VARIABLES,
  type MailContent,
  type MailVariable,
  translateMessage,
  unknownMailVariables,
} from "@edu/shared";
import { AppError, type FieldErrors } from "../../http/app-error";
import { isRichTextBlank, richTextInput, richTextToPlainText, sanitizeRichText } from "../../rich-text";
import type * as repo from "./mail-center.repository";

// What the mail center's use cases share: how content is checked and rendered, and how mail leaves.

const CONTENT_LOCALES = ["en", "zh-TW", "zh-CN"] as const satisfies readonly Locale[];
/** When admins have not named the school in site content. */
const SCHOOL_FALLBACK: Record<Locale, string> = { en: "our school", "zh-TW": "本校", "zh-CN": "本校" };

// ---- content: validation and rendering

/**
 * Cleans a mail's or template's three languages (bodies through the allow-list) and refuses unknown
 * variables (422, each field naming its unknown variables in the request's language). `complete`:
 * English needs a subject and a body, and another language has both or neither (templates on save,
 * mails when sent).
 */
export function cleanContent(
  content: MailContent,
  locale: Locale,
  rules: { complete: boolean; field?: string },
): MailContent {
  const prefix = rules.field ?? "content";
  const errors: FieldErrors = {};
  const out = {} as MailContent;
  for (const lang of CONTENT_LOCALES) {
    const subject = content[lang]?.subject.trim() ?? "";
    let body = "";
    try {
      body = richTextInput(`${prefix}.${lang}.body`, content[lang]?.body ?? "");
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      Object.assign(errors, error.options.fieldErrors);
    }
    out[lang] = { subject, body };
    for (const [part, text] of [
      ["subject", subject],
      ["body", body],
    ] as const) {
      const unknown = unknownMailVariables(text);
      if (unknown.length > 0) {
        const names = unknown.map((name) => `{{${name}}}`).join(", ");
        errors[`${prefix}.${lang}.${part}`] = [
          { text: translateMessage(locale, "v.mail_unknown_variables").replace("{names}", names) },
        ];
      }
    }
    if (rules.complete) {
      const hasBody = !isRichTextBlank(body);
      if (lang === "en" && !subject) errors[`${prefix}.en.subject`] ??= ["v.required"];
      if (lang === "en" && !hasBody) errors[`${prefix}.en.body`] ??= ["v.required"];
      if (lang !== "en" && subject && !hasBody) errors[`${prefix}.${lang}.body`] ??= ["v.mail_body_required"];
      if (lang !== "en" && !subject && hasBody)
        errors[`${prefix}.${lang}.subject`] ??= ["v.mail_subject_required"];
    } else if (lang === "en" && !subject) {
      errors[`${prefix}.en.subject`] ??= ["v.required"];
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
  return out;
}

/** The language a recipient gets: theirs when it has a subject, else English. */
export function languageFor(content: MailContent, lang: Locale): Locale {
  return content[lang]?.subject.trim() ? lang : "en";
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

export type Recipient = Pick<repo.Person, "firstName" | "lastName" | "username">;

export function variablesFor(person: Recipient, school: string): Record<MailVariable, string> {
  const name = displayName({
    first_name: person.firstName,
    last_name: person.lastName,
    username: person.username,
  });
  return {
    name,
    first_name: person.firstName.trim() || name,
    username: person.username,
    school,
  } satisfies Record<(typeof MAIL_VARIABLES)[number], string>;
}

/** One recipient's mail: their language (else English), variables filled in (escaped in the HTML). */
export function renderMail(
  content: MailContent,
  locale: Locale,
  values: Record<MailVariable, string>,
): { subject: string; html: string; text: string } {
  const part = content[locale];
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]),
  ) as Record<MailVariable, string>;
  const html = sanitizeRichText(fillMailVariables(part.body, escaped));
  return {
    subject: fillMailVariables(part.subject, values).replace(/[\r\n]+/g, " "),
    html,
    text: fillMailVariables(richTextToPlainText(part.body), values),
  };
}

export const schoolFor = (names: Partial<Record<Locale, string>>, locale: Locale) =>
  names[locale] ?? names.en ?? SCHOOL_FALLBACK[locale];

/**
 * Whether mail leaves through a mail server (`smtp`) or waits in the outbox (`held`: no SMTP_URL is
 * configured), as the outbox answers it: a recipient's waiting mail is then held, not queued.
 */
export type MailDelivery = "smtp" | "held";
