/**
 * The mail center: variables a mail or template may use. `{{name}}` is the recipient's full
 * name as their script writes it (王美玲, "Mei-Ling Wang"), `{{first_name}}` their given name,
 * `{{username}}` their username, `{{school}}` the school's name from site content.
 */
export const MAIL_VARIABLES = ["name", "first_name", "username", "school"] as const;
export type MailVariable = (typeof MAIL_VARIABLES)[number];

/** `{{ name }}`: spaces inside the braces are allowed. */
const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variable names a text uses, in order of first use. */
export function mailVariablesIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VARIABLE), (match) => match[1] ?? ""))];
}

/** The variables of a text that are not in MAIL_VARIABLES (refused on save). */
export function unknownMailVariables(text: string): string[] {
  const known = new Set<string>(MAIL_VARIABLES);
  return mailVariablesIn(text).filter((name) => !known.has(name));
}

/** Replaces every known variable by its value (already escaped for the text's format). */
export function fillMailVariables(text: string, values: Record<MailVariable, string>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as MailVariable] : whole,
  );
}

export const MAIL_CENTER_STATUSES = ["draft", "sent"] as const;
export type MailCenterStatus = (typeof MAIL_CENTER_STATUSES)[number];

/**
 * A recipient's delivery as the outbox tells it: queued (waiting or being sent, retries included),
 * sent, failed (gave up, with the error), held (no mail server configured: kept in the outbox).
 */
export const MAIL_DELIVERY_STATES = ["queued", "sent", "failed", "held"] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** Who of a chosen class receives the mail: its students, their parents, or both. */
export const MAIL_CLASS_AUDIENCES = ["students", "parents", "both"] as const;
export type MailClassAudience = (typeof MAIL_CLASS_AUDIENCES)[number];

/** Each recipient's page on the view screen. */
export const MAIL_RECIPIENTS_PAGE_SIZE = 50;
