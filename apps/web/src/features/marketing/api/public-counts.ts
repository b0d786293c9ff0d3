import type { Locale } from "@edu/shared/i18n";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

type Paged = { total: number };

/** How many published items a public list holds (page_size 1, only `total` is read). */
export function publicCountQuery(path: "/faqs" | "/stories", locale: Locale) {
  return queryOptions({
    queryKey: ["public-count", path, locale],
    queryFn: ({ signal }) =>
      api.get<Paged>(path, { signal, query: { page_size: 1 }, overlay: false, silent: true }),
    select: (page) => page.total,
    staleTime: 5 * 60_000,
  });
}
