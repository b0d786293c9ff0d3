import type { Locale } from "@edu/shared/i18n";
import type { storyEndpoints } from "@edu/shared/stories";
import type { EndpointAnswer } from "@edu/shared/system";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * The answer's type from the declaration; the call itself stays a plain request because the landing
 * page's teaser uses it up front, and the declaration's schemas would bring zod into /'s chunk.
 */
export type StoryPage = EndpointAnswer<typeof storyEndpoints.listStories>;

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
