import { type Editor, InputRule, mergeAttributes, Node, PasteRule } from "@tiptap/core";
import type { NodeType } from "@tiptap/pm/model";
import { NodeSelection } from "@tiptap/pm/state";
import { MATH_SELECTOR, renderMathElement } from "./katex-loader";
import { DOLLAR_PASTED, DOLLAR_TYPED, PAREN_PASTED, PAREN_TYPED, texOf } from "./math-delimiters";

export type InlineMathOptions = {
  /** Tooltip and accessible hint of a formula in an editable editor. */
  editLabel: string;
};

const inputRule = (find: RegExp, type: NodeType) =>
  new InputRule({
    find,
    handler: ({ state, range, match }) => {
      const tex = texOf(match);
      if (!tex) return null;
      state.tr.replaceWith(range.from, range.to, type.create({ tex }));
    },
  });

const pasteRule = (find: RegExp, type: NodeType) =>
  new PasteRule({
    find,
    handler: ({ state, range, match }) => {
      const tex = texOf(match);
      if (!tex) return null;
      state.tr.replaceWith(range.from, range.to, type.create({ tex }));
    },
  });

/** Turns the formula at `pos` back into its typed source (`$tex`): typing the closing `$` renders it again. */
function editFormula(editor: Editor, pos: number, tex: string, size: number) {
  editor
    .chain()
    .focus()
    .insertContentAt({ from: pos, to: pos + size }, { type: "text", text: `$${tex}` })
    .run();
}

/**
 * An inline formula (DESIGN.md §2): stored as `<span data-math="inline">TeX</span>`, the one math form
 * the server's allow-list keeps; shown with KaTeX. Typing `$…$` or `\(…\)` (or pasting text with them)
 * makes one; clicking it, or Enter when it is selected, turns it back into text to edit.
 */
export const InlineMath = Node.create<InlineMathOptions>({
  name: "inlineMath",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,

  addOptions() {
    return { editLabel: "Formula" };
  },

  addAttributes() {
    return {
      tex: {
        default: "",
        parseHTML: (element) => element.textContent ?? "",
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [{ tag: MATH_SELECTOR }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ["span", mergeAttributes(HTMLAttributes, { "data-math": "inline" }), node.attrs.tex];
  },

  renderText({ node }) {
    return `$${node.attrs.tex}$`;
  },

  addNodeView() {
    return ({ node, editor, getPos }) => {
      const dom = document.createElement("span");
      dom.dataset.math = "inline";
      dom.textContent = node.attrs.tex;
      if (editor.isEditable) {
        dom.title = this.options.editLabel;
        dom.style.cursor = "pointer";
      }
      void renderMathElement(dom, node.attrs.tex);
      dom.addEventListener("click", () => {
        const pos = getPos();
        if (editor.isEditable && typeof pos === "number")
          editFormula(editor, pos, node.attrs.tex, node.nodeSize);
      });
      return { dom };
    };
  },

  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
        editFormula(editor, selection.from, selection.node.attrs.tex, selection.node.nodeSize);
        return true;
      },
    };
  },

  addInputRules() {
    return [inputRule(DOLLAR_TYPED, this.type), inputRule(PAREN_TYPED, this.type)];
  },

  addPasteRules() {
    return [pasteRule(DOLLAR_PASTED, this.type), pasteRule(PAREN_PASTED, this.type)];
  },
});
