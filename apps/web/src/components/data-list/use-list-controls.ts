import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

/**
 * The page and search text of a list kept in the component (lists whose filters are not in the
 * address bar): typing or changing a filter goes back to page 1; `q` is the text the server gets,
 * trimmed and debounced (300 ms).
 */
export function useListControls() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), 300);
  /** Wraps a filter's setter so that changing it shows the first page. */
  const resetting =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  return {
    page,
    setPage,
    q,
    text,
    setText: resetting(setText),
    resetting,
    /** The scaffold's `search` prop with this label. */
    search: (label: string) => ({ label, value: text, onChange: resetting(setText) }),
    /** The scaffold's page and search props: `<AdminList {...controls.bind(label)} …/>`. */
    bind: (searchLabel: string) => ({
      page,
      onPage: setPage,
      search: { label: searchLabel, value: text, onChange: resetting(setText) },
    }),
  };
}
