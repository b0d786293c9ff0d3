import "@mantine/tiptap/styles.css";
import { IMAGE_MIME_TYPES } from "@edu/shared/uploads";
import { Input, Text } from "@mantine/core";
import {
  getUploadImageExtension,
  Link,
  RichTextEditor as MantineEditor,
  type RichTextEditorLabels,
} from "@mantine/tiptap";
import type { Editor } from "@tiptap/core";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Image from "@tiptap/extension-image";
import Italic from "@tiptap/extension-italic";
import { BulletList, ListItem, ListKeymap, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import TextNode from "@tiptap/extension-text";
import { Dropcursor, UndoRedo } from "@tiptap/extensions";
import { useEditor } from "@tiptap/react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineMath } from "./math-extension";
import { ImageUploadError, imageFileProblem, uploadEditorImage, uploadErrorMessage } from "./upload-image";

export type RichTextEditorProps = {
  /** HTML as stored ("" for nothing). Read when it differs from what the editor holds (e.g. a reset). */
  value: string;
  /** The editor's HTML after each edit; "" when it is emptied. */
  onChange: (html: string) => void;
  label: ReactNode;
  error?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  /** The language of the text (spell checking, screen readers). */
  lang?: string;
  /** Told when image uploads start and finish, so a form can wait before saving. */
  onUploadingChange?: (uploading: boolean) => void;
  minHeight?: number;
};

const NS = "rich-text-editor";
const ACCEPT = IMAGE_MIME_TYPES.join(",");
/**
 * Links only to web and mail addresses: the server's allow-list keeps nothing else (a bare
 * "example.com" is kept and becomes https there).
 */
const isAllowedUri = (url: string) => {
  const value = url.trim();
  return /^(https?:\/\/|mailto:)/i.test(value) || !/^[a-z][a-z0-9+.-]*:/i.test(value);
};

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

function useLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation(NS);
  return useMemo(
    () => ({
      boldControlLabel: t("toolbar.bold"),
      italicControlLabel: t("toolbar.italic"),
      bulletListControlLabel: t("toolbar.bulletList"),
      orderedListControlLabel: t("toolbar.orderedList"),
      linkControlLabel: t("toolbar.link"),
      unlinkControlLabel: t("toolbar.unlink"),
      imageUploadControlLabel: t("toolbar.image"),
      undoControlLabel: t("toolbar.undo"),
      redoControlLabel: t("toolbar.redo"),
      linkEditorInputLabel: t("link.inputLabel"),
      linkEditorInputPlaceholder: t("link.inputPlaceholder"),
      linkEditorExternalLink: t("link.external"),
      linkEditorInternalLink: t("link.internal"),
      linkEditorSave: t("link.save"),
    }),
    [t],
  );
}

/**
 * The product's one rich-text editor (DESIGN.md §2): Mantine's tiptap toolbar with bold, italic,
 * lists, links and image upload (POST document type img), and inline formulas typed as `$…$` or
 * `\(…\)`, shown with KaTeX. It only produces what the server's allow-list keeps. Load it lazily.
 */
export default function RichTextEditor({
  value,
  onChange,
  label,
  error,
  required = false,
  readOnly = false,
  lang,
  onUploadingChange,
  minHeight = 160,
}: RichTextEditorProps) {
  const { t } = useTranslation(NS);
  const labels = useLabels();
  const id = useId();
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, upload: `${id}-upload` };
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  // The latest callbacks, so the editor (created once) never calls a stale one.
  const latest = useRef({ onChange, onUploadingChange, t });
  latest.current = { onChange, onUploadingChange, t };

  useEffect(() => latest.current.onUploadingChange?.(pending > 0), [pending]);

  const editor = useEditor({
    immediatelyRender: true,
    editable: !readOnly,
    content: value,
    extensions: [
      Document,
      Paragraph,
      TextNode,
      HardBreak,
      Bold,
      Italic,
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      UndoRedo,
      Dropcursor,
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri,
        shouldAutoLink: isAllowedUri,
      }),
      getUploadImageExtension(Image, {
        onImageUpload: async (file: File) => {
          const problem = imageFileProblem(file);
          if (problem) throw new ImageUploadError(latest.current.t(`upload.${problem}`));
          setPending((count) => count + 1);
          try {
            const image = await uploadEditorImage(file);
            setUploadError(null);
            return image;
          } finally {
            setPending((count) => count - 1);
          }
        },
        onImageUploadError: (_file: File, cause: unknown) =>
          setUploadError(uploadErrorMessage(cause, latest.current.t("upload.failed"))),
        // Pasted pictures from elsewhere become our uploads (the server keeps only those).
        shouldUploadPastedImage: (src: string) => !src.startsWith("/files/") && !src.startsWith("/api/"),
      }),
      InlineMath.configure({ editLabel: t("math.edit") }),
    ],
    onUpdate: ({ editor: current }) => latest.current.onChange(htmlOf(current)),
  });

  // A value changed from outside (form reset, another language loaded) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // The editable area is a textbox named by the label and described by the hint and any error.
  useEffect(() => {
    if (!editor) return;
    const describedBy = [error ? ids.error : null, readOnly ? null : ids.hint].filter(Boolean).join(" ");
    editor.setOptions({
      editorProps: {
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": ids.label,
          ...(describedBy && { "aria-describedby": describedBy }),
          ...(error ? { "aria-invalid": "true" } : {}),
          ...(required ? { "aria-required": "true" } : {}),
          ...(readOnly ? { "aria-readonly": "true" } : {}),
          ...(lang ? { lang } : {}),
          "data-testid": "rich-text-content",
          style: `min-height: ${minHeight}px`,
        },
      },
    });
  }, [editor, error, required, readOnly, lang, minHeight, ids.error, ids.hint, ids.label]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: ids.label, onClick: () => editor?.commands.focus() }}
      required={required}
      error={error}
      errorProps={{ id: ids.error, style: { color: "var(--mantine-color-red-9)" } }}
      description={readOnly ? undefined : t("math.hint")}
      descriptionProps={{ id: ids.hint, style: { color: "var(--mantine-color-gray-7)" } }}
      inputWrapperOrder={["label", "input", "description", "error"]}
    >
      <MantineEditor
        editor={editor}
        labels={labels}
        data-testid="rich-text-editor"
        style={error ? { borderColor: "var(--mantine-color-red-9)" } : undefined}
      >
        {!readOnly && (
          <MantineEditor.Toolbar role="toolbar" aria-label={t("toolbar.label")}>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Bold />
              <MantineEditor.Italic />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.BulletList />
              <MantineEditor.OrderedList />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Link />
              <MantineEditor.Unlink />
              <MantineEditor.ImageUpload accept={ACCEPT} />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Undo />
              <MantineEditor.Redo />
            </MantineEditor.ControlsGroup>
          </MantineEditor.Toolbar>
        )}
        <MantineEditor.Content />
      </MantineEditor>
      {pending > 0 && (
        <Text size="sm" c="gray.7" role="status" mt={4}>
          {t("upload.uploading")}
        </Text>
      )}
      {uploadError && (
        <Text size="sm" c="red.9" role="alert" id={ids.upload} mt={4} data-testid="rich-text-upload-error">
          {uploadError}
        </Text>
      )}
    </Input.Wrapper>
  );
}
