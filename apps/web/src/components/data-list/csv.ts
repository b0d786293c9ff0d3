import type { DataListColumn } from "./data-list";
import type { ListPage } from "./list-pagination";

/** Excel reads a UTF-8 file as the local code page unless it starts with a byte order mark. */
const BOM = "\uFEFF";

/** Rows fetched for one export at most (pages of the current filter, one after another). */
export const CSV_MAX_ROWS = 10_000;

/**
 * One CSV cell: a text a spreadsheet would run as a formula (= + - @, or a leading tab / carriage
 * return) gets a leading apostrophe; quotes, commas and line breaks are quoted (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The exported columns (those with a `csv` value), a header line, CRLF line ends, with the BOM. */
export function toCsv<T>(items: readonly T[], columns: ReadonlyArray<DataListColumn<T>>): string {
  const exported = columns.filter((column) => column.csv);
  const lines = [
    exported.map((column) => csvCell(column.header)).join(","),
    ...items.map((item) => exported.map((column) => csvCell(column.csv?.(item))).join(",")),
  ];
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** Saves the text as a file through a Blob link (no server route). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename.endsWith(".csv") ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Every row of the current filter, page by page, up to `maxRows`. A capped total (the server stopped
 * counting) keeps going while pages come back full.
 */
export async function fetchAllRows<T>(
  fetchPage: (page: number) => Promise<ListPage<T>>,
  maxRows = CSV_MAX_ROWS,
): Promise<{ rows: T[]; truncated: boolean }> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const list = await fetchPage(page);
    rows.push(...list.data);
    const more =
      list.total_capped === 1 ? list.data.length >= list.per_page : list.current_page < list.last_page;
    if (rows.length >= maxRows)
      return { rows: rows.slice(0, maxRows), truncated: more || rows.length > maxRows };
    if (!more || list.data.length === 0) return { rows, truncated: false };
  }
}
