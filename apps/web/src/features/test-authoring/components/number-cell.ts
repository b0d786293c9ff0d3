import type { Cell } from "../lib/scoring-draft";

/** A NumberInput's value as a draft cell: a number, or "" while empty. */
export const cellOf = (value: number | string): Cell => (typeof value === "number" ? value : "");
