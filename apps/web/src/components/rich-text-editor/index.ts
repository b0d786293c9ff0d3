/**
 * Rich text (DESIGN.md §2). `RichTextView` is light and may be imported anywhere. The editor is
 * heavy (tiptap, Mantine's toolbar, KaTeX on demand): pages load it with
 * `lazy(() => import("…/components/rich-text-editor/rich-text-editor"))`, never statically.
 */

export type { RichTextEditorProps } from "./rich-text-editor";
export { RichTextView } from "./rich-text-view";
