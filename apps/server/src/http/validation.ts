import { isMessageKey, type Locale, translateMessage } from "@edu/shared";
import type { FastifySchemaCompiler } from "fastify";
import { z } from "zod";
import type { $ZodIssue, $ZodType } from "zod/v4/core";

/** Thrown by route validation and by services that validate with a shared schema themselves. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: readonly $ZodIssue[]) {
    super("validation_failed");
    this.name = "RequestValidationError";
  }
}

/** Like the zod type provider's compiler, but keeps the raw issues so the handler can localize them. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };

const zodLocales = { en: z.locales.en(), "zh-CN": z.locales.zhCN(), "zh-TW": z.locales.zhTW() };

/**
 * One message for one issue, in the request's language: a catalogue key set by a shared schema
 * ("v.email_format") is translated (a missing value always reads "required"); anything else uses zod's own
 * localized text.
 */
export function localizeIssue(issue: $ZodIssue, locale: Locale): string {
  const input = (issue as { input?: unknown }).input;
  if (issue.code === "invalid_type" && (input === undefined || input === null)) {
    return translateMessage(locale, "v.required");
  }
  if (isMessageKey(issue.message)) return translateMessage(locale, issue.message);
  const localized = zodLocales[locale].localeError(issue as never);
  if (typeof localized === "string") return localized;
  return localized?.message ?? issue.message;
}

/** Field path as the spec's clients expect: dots for nesting (`students.0.email`); "_" for the whole body. */
export function issueField(issue: $ZodIssue): string {
  return issue.path.length ? issue.path.map(String).join(".") : "_";
}

export function issuesToFieldErrors(issues: readonly $ZodIssue[], locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issueField(issue);
    const list = errors[field] ?? [];
    list.push(localizeIssue(issue, locale));
    errors[field] = list;
  }
  return errors;
}
