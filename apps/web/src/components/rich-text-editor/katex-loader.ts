/** The stored form of a formula: what the server's allow-list keeps and the viewer renders. */
export const MATH_SELECTOR = 'span[data-math="inline"]';

type KatexModule = typeof import("./katex-render");

let katexModule: Promise<KatexModule> | undefined;
/** KaTeX and its CSS in their own chunk, fetched once, the first time a formula is shown. */
export const loadKatex = () => {
  katexModule ??= import("./katex-render").catch((error: unknown) => {
    katexModule = undefined; // let a later formula try again
    throw error;
  });
  return katexModule;
};

/** The TeX of each rendered span (KaTeX replaces the span's text with its own markup). */
const sources = new WeakMap<Element, string>();

/** Renders one formula; until KaTeX arrives (or if it cannot load) the TeX source stays readable. */
export async function renderMathElement(element: HTMLElement, tex: string): Promise<void> {
  sources.set(element, tex);
  try {
    const { renderMath } = await loadKatex();
    if (sources.get(element) === tex) renderMath(element, tex);
  } catch {
    // The source text is still there: a formula is never lost, only unrendered.
  }
}

/** Renders every stored formula (`<span data-math="inline">TeX</span>`) inside `root`. */
export async function renderMathIn(root: HTMLElement): Promise<void> {
  const spans = [...root.querySelectorAll<HTMLElement>(MATH_SELECTOR)];
  await Promise.all(
    spans.map((span) => renderMathElement(span, sources.get(span) ?? span.textContent ?? "")),
  );
}
