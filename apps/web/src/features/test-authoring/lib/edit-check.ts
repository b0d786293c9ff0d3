import { isMessageKey } from "@edu/shared/i18n";
import { type FormEdit, FormEditInvalid, type FormPath, testFormSchema } from "@edu/shared/test-engine";
import { z } from "zod";
import { localizeMessage } from "../../../lib/form-errors";
import { currentLocale } from "../../../lib/i18n";

/** Field errors of an edit by the body's dotted path (`scoring.tables.0.rows.3.scaled`), localized. */
export type EditErrors = Record<string, string>;

type Issue = { path: PropertyKey[]; message: string };
type BodySchema<B> = {
  safeParse: (value: unknown) => { success: true; data: B } | { success: false; error: { issues: Issue[] } };
};

const zodLocales = { en: z.locales.en(), "zh-CN": z.locales.zhCN(), "zh-TW": z.locales.zhTW() };

/** An issue's text as the server words it (http/validation.ts `localizeIssue`): a key, else zod's own. */
function messageOf(issue: Issue): string {
  if (isMessageKey(issue.message)) return localizeMessage(issue.message);
  const localized = zodLocales[currentLocale()].localeError(issue as never);
  return (typeof localized === "string" ? localized : localized?.message) ?? issue.message;
}

function collect(errors: EditErrors, issues: readonly Issue[], at: FormPath = []) {
  for (const issue of issues) {
    const inside = at.length > 0 && at.every((part, index) => issue.path[index] === part);
    const path = (inside ? issue.path.slice(at.length) : issue.path).map(String).join(".");
    if (!(path in errors)) errors[path] = messageOf(issue);
  }
  return errors;
}

/**
 * The server's checks of an edit, run before sending it: the body's schema, then the whole edited form
 * (test-form.rules.ts), issues inside the edited part named by the body's fields as the server names them
 * in its 422 (test-authoring.service.ts `issuesAt`). Empty when the edit would be accepted.
 */
export function checkEdit<B>(
  schema: BodySchema<B>,
  draft: unknown,
  apply: (body: B) => FormEdit,
): EditErrors {
  // `draft` is what the editor holds, parsed here by the endpoint's own body schema.
  const parsed = schema.safeParse(draft);
  if (!parsed.success) return collect({}, parsed.error.issues);
  let edit: FormEdit;
  try {
    edit = apply(parsed.data);
  } catch (error) {
    if (error instanceof FormEditInvalid) return { [error.field]: localizeMessage(error.messageKey) };
    throw error;
  }
  const whole = testFormSchema.safeParse(edit.form);
  return whole.success ? {} : collect({}, whole.error.issues, edit.at);
}

/** Errors of the fields under `prefix` (`routing.0`), for a part of an editor to show beside itself. */
export const errorsUnder = (errors: EditErrors, prefix: string): string[] =>
  Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .map(([, message]) => message);
