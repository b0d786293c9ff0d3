import { z } from "zod";

/**
 * C0 controls, DEL and C1 controls. Never part of an address (a CR/LF in a redirect target breaks the
 * response header) nor of a single-line value such as a path segment or a query parameter.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * Control characters no text holds, single-line or not: U+0000 (PostgreSQL text and jsonb cannot store
 * it) and the other C0 controls but tab, line feed and carriage return, and DEL (XML, and so DOCX and
 * XLSX exports, cannot carry them either).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a UTF-16 pair without its other half: not a character, and not storable as UTF-8. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Only absolute http(s) addresses with a host, and without control characters (the URL parser would
 * silently drop a tab or CR/LF, so the stored text and the address a browser follows would differ):
 * no javascript:, data:, relative or protocol-relative targets.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || CONTROL_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Every user-given address (meeting links, site links, short-link targets, class links): DESIGN.md §4. */
export const httpUrlSchema = (maxLength = 2048) =>
  z
    .string()
    .trim()
    .min(1, { error: "v.required" })
    .max(maxLength, { error: "v.text_too_long" })
    .refine(isHttpUrl, { error: "v.http_url" });

/** The same, where "" means "no address" (a cleared form field). */
export const optionalHttpUrlSchema = (maxLength = 2048) =>
  z
    .string()
    .trim()
    .max(maxLength, { error: "v.text_too_long" })
    .refine((value) => value === "" || isHttpUrl(value), { error: "v.http_url" });

/**
 * A yes/no flag as the spec sends it (is_active=1, status 0/1, is_all_day 1/0, need_reminder,
 * need_send_mail=1): 1/0, "1"/"0", true/false or "true"/"false", in a query string or a JSON body.
 * Answers always carry JSON booleans.
 */
export const flag01Schema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])], {
    error: "v.flag_01",
  })
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");

/**
 * The address to put in a Location header, or undefined when the stored text is not a safe http(s)
 * address (rows written before the control-character rule). Serialized by the URL parser, so a
 * non-ASCII path or host goes out percent-encoded or punycoded: a header carries Latin-1 only.
 */
export function toRedirectTarget(value: unknown): string | undefined {
  return typeof value === "string" && isHttpUrl(value) ? new URL(value).href : undefined;
}
