import type { ReactNode } from "react";
import classes from "./marketing.module.css";

/** A figure from site content, or a fixed-width placeholder while it loads (no layout shift). */
export function FigureText({ value, width = "3em" }: { value: ReactNode | undefined; width?: string }) {
  if (value === undefined || value === null || value === "") {
    return <span className={classes.skeletonText} style={{ width }} aria-hidden="true" />;
  }
  return <>{value}</>;
}
