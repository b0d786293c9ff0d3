import type { Locale } from "@edu/shared/i18n";
import type { Story } from "@edu/shared/stories";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type StoryPage = {
  data: Story[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};

/** GET stories: published stories in the interface language, in their order. */
export function storiesQuery(locale: Locale, page = 1, pageSize = 12) {
  return queryOptions({
    queryKey: ["stories", locale, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<StoryPage>("/stories", {
        signal,
        query: { page, page_size: pageSize },
        overlay: false,
        silent: true,
      }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
