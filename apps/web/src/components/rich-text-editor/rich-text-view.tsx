import { type CSSProperties, useEffect, useRef } from "react";
import classes from "./rich-text-view.module.css";

type RichTextViewProps = {
  /** Rich text as the API answers it: HTML already cleaned by the server's allow-list. */
  html: string;
  /** Cards: no images, small paragraph gaps. */
  compact?: boolean;
  /** Show at most this many lines (with an ellipsis). */
  lineClamp?: number;
  className?: string;
};

/**
 * Shows stored rich text. Light on purpose (story cards are on the landing page): formulas are
 * rendered by KaTeX, whose loader is fetched only when the text has one. The HTML is trusted because
 * the server cleans it on write and again on read (apps/server/src/rich-text).
 */
export function RichTextView({ html, compact = false, lineClamp, className }: RichTextViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (root && html.includes("data-math")) {
      import("./katex-loader").then(
        (loader) => loader.renderMathIn(root),
        () => {}, // the TeX source stays readable
      );
    }
  }, [html]);
  const classNames = [classes.view, compact && classes.compact, lineClamp && classes.clamp, className]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      ref={ref}
      className={classNames}
      data-testid="rich-text-view"
      style={lineClamp ? ({ "--rich-text-clamp": lineClamp } as CSSProperties) : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized rich text (allow-list)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
