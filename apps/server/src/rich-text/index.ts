export { richTextInput } from "./rich-text.input";
export {
  isRichTextBlank,
  looksLikeHtml,
  ownFileUrl,
  plainTextToRichText,
  safeLinkHref,
  sanitizeRichText,
  toRichText,
} from "./rich-text.sanitize";
