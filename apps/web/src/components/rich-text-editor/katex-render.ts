// Loaded on demand (katex-loader.ts): KaTeX and its stylesheet are never part of a page's first load.
import "katex/dist/katex.min.css";
import katex from "katex";

/**
 * Renders TeX into the element. Untrusted input: `trust: false` refuses \href, \url, \includegraphics
 * and HTML extensions, and a formula KaTeX cannot parse shows its source in red instead of throwing.
 */
export function renderMath(element: HTMLElement, tex: string): void {
  // renderToString, then in place: the same markup as katex.render (TeX escaped by KaTeX, no HTML
  // passes with trust off) without render's standards-mode check, which happy-dom fails.
  element.innerHTML = katex.renderToString(tex, {
    displayMode: false,
    throwOnError: false,
    trust: false,
    strict: "ignore",
    maxSize: 20,
    maxExpand: 500,
    output: "htmlAndMathml",
  });
}
