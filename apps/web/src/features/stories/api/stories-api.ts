import type { Locale } from "@edu/shared/i18n";
import type { storyEndpoints } from "@edu/shared/stories";
import type { EndpointAnswer } from "@edu/shared/system";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { landingEndpoints } from "../../../lib/endpoint-client-landing";
import { callRef } from "../../../lib/endpoint-client-refs";

/** Called through a zod-free reference: the landing page's teaser uses it up front. */
export type StoryPage = EndpointAnswer<typeof storyEndpoints.listStories>;

/** GET stories: published stories in the interface language, in their order. */
export function storiesQuery(locale: Locale, page = 1, pageSize = 12) {
  return queryOptions({
    queryKey: ["stories", locale, page, pageSize],
    queryFn: ({ signal }) =>
      callRef(
        landingEndpoints.listStories,
        { query: { page, page_size: pageSize } },
        { signal, overlay: false, silent: true },
      ),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
