import { splitMathText } from "@edu/shared/test-engine";
import { type CSSProperties, type ElementType, useEffect, useMemo, useRef } from "react";

/**
 * One formula: its TeX stays readable until KaTeX (the app's lazy loader, its own chunk) renders it.
 * Display math is drawn in display style on a line of its own.
 */
export function MathRun({ tex, display }: { tex: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const source = display ? `\\displaystyle ${tex}` : tex;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    import("../../../components/rich-text-editor/katex-loader").then(
      (loader) => loader.renderMathElement(element, source),
      () => {}, // the TeX source stays readable
    );
  }, [source]);
  return (
    <span
      ref={ref}
      data-math={display ? "display" : "inline"}
      style={display ? { display: "block", textAlign: "center", margin: "0.5em 0" } : undefined}
    >
      {tex}
    </span>
  );
}

/**
 * A stem, choice, passage or explanation as authored: text runs as text (line breaks kept) and math runs
 * (`\( … \)`, `\[ … \]`, `$…$` where it cannot be money: math-text.ts) through KaTeX. "$12 and $15" is text.
 */
export function MathText({
  text,
  component: Component = "div",
  style,
}: {
  text: string;
  component?: ElementType;
  style?: CSSProperties;
}) {
  const runs = useMemo(() => splitMathText(text), [text]);
  return (
    <Component style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", ...style }}>
      {runs.map((run, index) =>
        run.type === "text" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and re-split with the text
          <span key={index}>{run.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <MathRun key={index} tex={run.tex} display={run.display} />
        ),
      )}
    </Component>
  );
}
