export { richTextInput } from "./rich-text.input";
export { richTextToPlainText } from "./rich-text.plain-text";
export {
  isRichTextBlank,
  looksLikeHtml,
  ownFileUrl,
  plainTextToRichText,
  safeLinkHref,
  sanitizeRichText,
  toRichText,
} from "./rich-text.sanitize";
