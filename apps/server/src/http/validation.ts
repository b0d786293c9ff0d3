import {
  CONTROL_CHARACTERS,
  FORBIDDEN_IN_TEXT,
  isMessageKey,
  LONE_SURROGATE,
  type Locale,
  type MessageKey,
  translateMessage,
} from "@edu/shared";
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

/** Deeper than any form or content entry; PostgreSQL's jsonb and the JSON tools give up far deeper. */
export const MAX_INPUT_DEPTH = 32;

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * One rule for every route (DESIGN.md §4), run on what the route's schema let through:
 * - no string (nor object key) holds U+0000, other C0 controls but tab/LF/CR, DEL, or half a surrogate
 *   pair: PostgreSQL text and jsonb cannot store some, XML exports cannot carry the others;
 * - a path segment, a query parameter or a header is a single-line value: no control character at all
 *   (C0, DEL, C1). Body text keeps tabs and line breaks; URL fields refuse every control character
 *   through the shared `httpUrlSchema`;
 * - nesting stops at MAX_INPUT_DEPTH.
 */
export function findHostileInput(value: unknown, singleLine: boolean): $ZodIssue | undefined {
  const bad = (text: string) =>
    (singleLine ? CONTROL_CHARACTERS : FORBIDDEN_IN_TEXT).test(text) || LONE_SURROGATE.test(text);
  const issue = (path: PropertyKey[], message: MessageKey, input: unknown): $ZodIssue =>
    ({ code: "custom", path, message, input }) as $ZodIssue;
  // Iterative, so a hostile depth cannot overflow the stack before the cap is reached.
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      if (bad(current)) return issue(path, "v.control_characters", current);
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= MAX_INPUT_DEPTH) return issue(path, "v.too_deeply_nested", undefined);
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], path: [...path, index] });
      }
      continue;
    }
    if (!isPlainObject(current)) continue; // files, dates: not text the client typed
    const entries = Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as [string, unknown];
      if (bad(key)) return issue([...path, key], "v.control_characters", key);
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * Like the zod type provider's compiler, but keeps the raw issues so the handler can localize them, and
 * applies findHostileInput to every request part a route declares (422 at the field, never a 500 from
 * the database or the HTTP layer).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const singleLine = httpPart !== "body";
  return (data) => {
    const result = z.safeParse(schema, data, { reportInput: true });
    if (!result.success) {
      // Reported with the other mistakes, so the caller sees every field to fix at once. (All headers
      // arrive here, not only the declared ones: a header the route ignores is none of its business.)
      const hostile = httpPart === "headers" ? undefined : findHostileInput(data, singleLine);
      const reported = hostile && result.error.issues.some((i) => issueField(i) === issueField(hostile));
      const issues = hostile && !reported ? [...result.error.issues, hostile] : result.error.issues;
      return { error: new RequestValidationError(issues) };
    }
    const hostile = findHostileInput(result.data, singleLine);
    if (hostile) return { error: new RequestValidationError([hostile]) };
    return { value: result.data };
  };
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
