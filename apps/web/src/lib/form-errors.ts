import { isMessageKey, type Locale, normalizeLocale, translateMessage } from "@edu/shared/i18n";
import type { FormErrors } from "@mantine/form";
import { currentLocale } from "./i18n";

/** A shared schema's message is a catalogue key (`v.required`); show it in the interface language. */
export function localizeMessage(message: string, locale: Locale = currentLocale()): string {
  return isMessageKey(message) ? translateMessage(normalizeLocale(locale) ?? "en", message) : message;
}

type SafeParser = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** @mantine/form validation with a shared zod schema, run on what would be sent. */
export function zodFormValidator<V>(schema: SafeParser, toPayload: (values: V) => unknown) {
  return (values: V): FormErrors => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      if (!(path in errors)) errors[path] = localizeMessage(issue.message);
    }
    return errors;
  };
}

/** A 422 body's `errors` (already localized by the server) as form errors: first message per field. */
export function serverFieldErrors(errors: Record<string, string[]>): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );
}
