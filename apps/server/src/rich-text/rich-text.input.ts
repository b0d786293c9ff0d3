import { RICH_TEXT_MAX_LENGTH } from "@edu/shared";
import { fieldError } from "../http/app-error";
import { isRichTextBlank, toRichText } from "./rich-text.sanitize";

type RichTextRules = { required?: boolean; maxLength?: number };

/**
 * A rich-text field of a request as it is stored: cleaned by the allow-list (plain text becomes
 * paragraphs), "" when nothing is left. A required field left blank and a cleaned text over the limit
 * (escaping can lengthen it) are field errors on `field`.
 */
export function richTextInput(field: string, value: string, rules: RichTextRules = {}): string {
  const html = toRichText(value);
  if (isRichTextBlank(html)) {
    if (rules.required) throw fieldError(field, "v.required");
    return "";
  }
  if (html.length > (rules.maxLength ?? RICH_TEXT_MAX_LENGTH)) throw fieldError(field, "v.text_too_long");
  return html;
}
