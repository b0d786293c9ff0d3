import type { SiteContent } from "@edu/shared/content";
import type { Locale } from "@edu/shared/i18n";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET site-content/site.contact (same query key as the marketing feature's reader, so one request). */
export function siteContactQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["site-content", "site.contact", locale],
    queryFn: ({ signal }) =>
      api.get<SiteContent>("/site-content/site.contact", { signal, overlay: false, silent: true }),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}
