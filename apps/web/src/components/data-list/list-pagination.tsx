import { Group, Pagination, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The server's list shape (DESIGN.md §4). `total_capped` is 1 when the server stopped counting (the
 * total is then a lower bound); absent means 0.
 */
export type ListPage<T = unknown> = {
  data: readonly T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  total_capped?: number;
};

/**
 * How many pages to offer. With a capped total the last page is unknown: the next one is offered while
 * the current page is full.
 */
export function pageCount(list: ListPage): number {
  if (list.total_capped !== 1) return list.last_page;
  const more = list.data.length >= list.per_page ? list.current_page + 1 : list.current_page;
  return Math.max(list.last_page, more);
}

/** The total as shown: "1,234" in the reader's language, "1,000+" when the server capped the count. */
export function formatListTotal(list: Pick<ListPage, "total" | "total_capped">, language: string): string {
  const number = new Intl.NumberFormat(language).format(list.total);
  return list.total_capped === 1 ? `${number}+` : number;
}

/**
 * The count above a list: "1,234 results" / "1,000+ 筆". `label` words it for the page; it gets the
 * formatted total (with "+" when capped) and the raw count for plurals.
 */
export function ListTotal({
  list,
  label,
  testId,
}: {
  list: Pick<ListPage, "total" | "total_capped">;
  label?: (total: string, count: number) => ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation("data-list");
  const total = formatListTotal(list, i18n.language);
  const text = label?.(total, list.total) ?? t("total", { count: list.total, total });
  return (
    <Text size="sm" c="gray.7" aria-live="polite" data-testid={testId}>
      {text}
    </Text>
  );
}

/** The one pagination under every list; nothing when there is a single page. */
export function ListPagination({
  list,
  page,
  onChange,
}: {
  list: ListPage;
  /** The page asked for (defaults to the server's current_page). */
  page?: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation("data-list");
  const total = pageCount(list);
  if (total <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t("pagination.label")}>
      <Pagination
        total={total}
        value={page ?? list.current_page}
        onChange={onChange}
        getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })}
        getItemProps={(value) => ({ "aria-label": t("pagination.page", { page: value }) })}
      />
    </Group>
  );
}
