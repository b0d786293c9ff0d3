import { useState } from "react";

/** `list` with `patch` applied to the entry at `index`. */
export const patchAt = <T>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry));

/** `list` with the entry at `index` replaced by `next` (a whole entry: nothing of the old one is kept). */
export const replaceAt = <T>(list: readonly T[], index: number, next: T): T[] =>
  list.map((entry, i) => (i === index ? next : entry));

/** `list` without the entry at `index`. */
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** A list of drafts edited in place (composites, rubrics, routing rules): change, add or remove a row. */
export function useRows<T>(initial: () => T[]) {
  const [rows, setRows] = useState<T[]>(initial);
  return {
    rows,
    patch: (index: number, patch: Partial<T>) => setRows((old) => patchAt(old, index, patch)),
    remove: (index: number) => setRows((old) => removeAt(old, index)),
    add: (row: T) => setRows((old) => [...old, row]),
  };
}
