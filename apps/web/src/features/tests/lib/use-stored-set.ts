import { useCallback, useState } from "react";

/**
 * A set of strings kept in this browser's storage under `key` (what a student marked for review or crossed
 * out: their own aids, not answers, so the server does not keep them; a reload on the same device does).
 */
export function useStoredSet(key: string) {
  const [values, setValues] = useState<ReadonlySet<string>>(() => read(key));
  const toggle = useCallback(
    (value: string) => {
      setValues((current) => {
        const next = new Set(current);
        if (next.has(value)) next.delete(value);
        else next.add(value);
        try {
          window.localStorage.setItem(key, JSON.stringify([...next]));
        } catch {
          // Storage full or refused: the mark still holds until the page is left.
        }
        return next;
      });
    },
    [key],
  );
  return [values, toggle] as const;
}

function read(key: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}
