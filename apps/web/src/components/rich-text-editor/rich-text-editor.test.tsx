import { uploadEndpoints } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { on, reply, stubEndpoints } from "../../test/stub-endpoints";
import en from "./locales/en.json";
import { DOLLAR_PASTED, DOLLAR_TYPED, PAREN_PASTED, PAREN_TYPED, texOf } from "./math-delimiters";
import RichTextEditor from "./rich-text-editor";
import { RichTextView } from "./rich-text-view";

beforeAll(() => {
  // The namespace may not be in the loader's glob yet; the texts are what the tests read.
  i18n.addResourceBundle("en", "rich-text-editor", en, true, true);
});

function Harness({ initial = "", onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <RichTextEditor
        label="Story"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
    </MantineProvider>
  );
}

/** The tiptap editor behind the rendered content (tiptap keeps it on its DOM node). */
const editorOf = () =>
  (screen.getByTestId("rich-text-content") as HTMLElement & { editor: Editor }).editor ??
  (document.querySelector(".ProseMirror") as HTMLElement & { editor: Editor }).editor;

/** Types text the way the browser does: one character at a time through ProseMirror's text input hook. */
function typeText(editor: Editor, text: string) {
  for (const char of text) {
    const { view } = editor;
    const { from, to } = view.state.selection;
    const handled = view.someProp("handleTextInput", (handle) =>
      handle(view, from, to, char, () => view.state.tr.insertText(char, from, to)),
    );
    if (!handled) view.dispatch(view.state.tr.insertText(char, from, to));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("math delimiters", () => {
  const typed = (text: string) => {
    const match = DOLLAR_TYPED.exec(text) ?? PAREN_TYPED.exec(text);
    return match ? texOf(match) : null;
  };

  it("recognises $…$ and \\(…\\) just closed, and not prices or spaced dollars", () => {
    expect(typed("Area is $\\pi r^2$")).toBe("\\pi r^2");
    expect(typed("so \\( a + b \\)")).toBe("a + b");
    expect(typed("$x$")).toBe("x");
    expect(typed("costs $5 and $")).toBeNull();
    expect(typed("US$5 or US$")).toBeNull();
    expect(typed("$$x$$")).toBeNull();
    expect(typed("an escaped \\$x$")).toBeNull();
    expect(typed("\\(  \\)")).toBeNull();
  });

  it("finds every formula in pasted text", () => {
    const text = "Given $a^2$ and \\(b_1\\), pay $5 and $6 for $x$10.";
    expect([...text.matchAll(DOLLAR_PASTED)].map(texOf)).toEqual(["a^2"]);
    expect([...text.matchAll(PAREN_PASTED)].map(texOf)).toEqual(["b_1"]);
  });
});

describe("RichTextEditor", () => {
  it("turns typed $…$ and \\(…\\) into formula spans rendered by KaTeX", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const editor = editorOf();
    act(() => {
      editor.commands.focus();
      typeText(editor, "Area $\\pi r^2$ and \\(a+b\\) done");
    });
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Area <span data-math="inline">\\pi r^2</span> and <span data-math="inline">a+b</span> done</p>',
    );
    const content = screen.getByTestId("rich-text-content");
    await waitFor(() => expect(content.querySelectorAll(".katex")).toHaveLength(2));
    expect(content.querySelector("math annotation")?.textContent).toBe("\\pi r^2");
  });

  it("keeps a price as text and makes pasted formulas", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const editor = editorOf();
    act(() => {
      typeText(editor, "Pay $5 and $6.");
    });
    expect(onChange).toHaveBeenLastCalledWith("<p>Pay $5 and $6.</p>");
    act(() => {
      editor.view.pasteText(" Then $x^2$");
    });
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Pay $5 and $6. Then <span data-math="inline">x^2</span></p>',
    );
  });

  it("loads stored formulas, and clicking one turns it back into text to edit", async () => {
    const onChange = vi.fn();
    render(<Harness initial='<p>Sum <span data-math="inline">a+b</span></p>' onChange={onChange} />);
    const content = screen.getByTestId("rich-text-content");
    const formula = content.querySelector<HTMLElement>('span[data-math="inline"]');
    expect(formula).not.toBeNull();
    await waitFor(() => expect(formula?.querySelector(".katex")).not.toBeNull());
    act(() => {
      formula?.click();
    });
    expect(onChange).toHaveBeenLastCalledWith("<p>Sum $a+b</p>");
    act(() => {
      typeText(editorOf(), "$");
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Sum <span data-math="inline">a+b</span></p>');
  });

  it("answers '' when emptied, and names the editable area by its label", () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>x</p>" onChange={onChange} />);
    act(() => {
      editorOf().commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(screen.getByRole("textbox", { name: "Story" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bold" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload an image" })).toBeTruthy();
  });

  it("uploads a picked image through POST document type img and inserts its address", async () => {
    const { fetchStub, calls } = stubEndpoints([
      on(uploadEndpoints.uploadDocument, {
        document: { id: 9, url: "/files/9/graph.png", name: "graph.png", size: 3, mime_type: "image/png" },
      }),
    ]);
    vi.stubGlobal("fetch", fetchStub);
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    const file = new File([new Uint8Array([137, 80, 78])], "graph.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('src="/files/9/graph.png"')),
    );
    expect(calls[0]?.url).toBe("/api/document");
    // The form is recorded as its field names and file names.
    const body = calls[0]?.body as Record<string, string>;
    expect(body.type).toBe("img");
    expect(body.document).toBe("graph.png");
  });

  it("explains a refused image in the interface language, without sending it", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    const { container } = render(<Harness />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    const svg = new File(["<svg/>"], "x.svg", { type: "image/svg+xml" });
    fireEvent.change(input, { target: { files: [svg] } });
    expect((await screen.findByTestId("rich-text-upload-error")).textContent).toBe(en.upload.type);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the upload is refused", async () => {
    vi.stubGlobal(
      "fetch",
      stubEndpoints([
        on(
          uploadEndpoints.uploadDocument,
          reply(415, { message: "This file type is not allowed.", code: "unsupported_media_type" }),
        ),
      ]).fetchStub,
    );
    const { container } = render(<Harness />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    fireEvent.change(input, { target: { files: [new File(["x"], "a.png", { type: "image/png" })] } });
    expect((await screen.findByTestId("rich-text-upload-error")).textContent).toBe(
      "This file type is not allowed.",
    );
  });
});

describe("RichTextView", () => {
  it("shows stored HTML and renders its formulas with KaTeX", async () => {
    render(
      <MantineProvider>
        <RichTextView html='<p><strong>Got</strong> <span data-math="inline">\frac{1}{2}</span></p>' />
      </MantineProvider>,
    );
    const view = screen.getByTestId("rich-text-view");
    expect(view.querySelector("strong")?.textContent).toBe("Got");
    await waitFor(() => expect(view.querySelector(".katex")).not.toBeNull());
    expect(view.querySelector("annotation")?.textContent).toBe("\\frac{1}{2}");
  });

  it("leaves text without formulas untouched", () => {
    render(
      <MantineProvider>
        <RichTextView html="<p>Plain $5 text</p>" lineClamp={3} compact />
      </MantineProvider>,
    );
    const view = screen.getByTestId("rich-text-view");
    expect(view.innerHTML).toBe("<p>Plain $5 text</p>");
    expect(view.style.getPropertyValue("--rich-text-clamp")).toBe("3");
  });
});
