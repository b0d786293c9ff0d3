import { faqEndpoints } from "@edu/shared/faq";
import type { Locale } from "@edu/shared/i18n";
import { storyEndpoints } from "@edu/shared/stories";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/** How many published items a public list holds (page_size 1, only `total` is read). */
export function publicCountQuery(path: "/faqs" | "/stories", locale: Locale) {
  const options = { overlay: false, silent: true } as const;
  const input = { query: { page_size: 1 } };
  return queryOptions({
    queryKey: ["public-count", path, locale],
    queryFn: ({ signal }): Promise<{ total: number }> =>
      path === "/faqs"
        ? call(faqEndpoints.listFaqs, input, { signal, ...options })
        : call(storyEndpoints.listStories, input, { signal, ...options }),
    select: (page) => page.total,
    staleTime: 5 * 60_000,
  });
}
