import { z } from "zod";

/**
 * The longest rich text (the editor's HTML, tags included) any field accepts. Generous: the markup
 * of a 20,000-character text with formatting, images and formulas stays well under it.
 */
export const RICH_TEXT_MAX_LENGTH = 60_000;

/**
 * A rich-text field as the editor sends it (DESIGN.md §2: HTML with bold, italic, lists, links, images
 * from our uploads and `<span data-math="inline">` formulas). Validation only bounds it: route
 * validation cannot clean HTML, so every service passes it through the server's allow-list sanitizer
 * (`apps/server/src/rich-text`) before storing it. A field with a smaller limit chains its own `.max()`.
 */
export const richTextSchema = z.string().max(RICH_TEXT_MAX_LENGTH, { error: "v.text_too_long" });
