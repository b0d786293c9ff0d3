import type { Locale } from "@edu/shared/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { landingEndpoints } from "../../../lib/endpoint-client-landing";
import { callRef } from "../../../lib/endpoint-client-refs";
import { useLocale } from "../../../lib/use-locale";

/**
 * Site content keys (packages/shared/src/content: SITE_CONTENT_KEYS). Repeated here as plain strings so
 * that public pages do not pull zod into their chunk by importing the schemas module.
 */
export const CONTENT_KEYS = {
  figures: "marketing.figures",
  prices: "marketing.prices",
  counselingServices: "counseling.services",
  toeflVideos: "toefl.videos",
  links: "site.links",
  contact: "site.contact",
} as const;

export type ContentKey = (typeof CONTENT_KEYS)[keyof typeof CONTENT_KEYS];

/** GET site-content/{key} in the interface language (the server falls back to English per field). */
export function siteContentQuery(key: string, locale: Locale) {
  return queryOptions({
    queryKey: ["site-content", key, locale],
    queryFn: ({ signal }) =>
      callRef(
        landingEndpoints.getSiteContentByKey,
        { params: { key } },
        { signal, overlay: false, silent: true },
      ),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

/** One site-content entry for the current language; undefined while it loads (render a skeleton). */
export function useSiteContent(key: ContentKey) {
  const locale = useLocale();
  return useQuery(siteContentQuery(key, locale));
}

// ---- typed readers of the entries the public pages use (values are JSON: read defensively) ----

export type GroupDiscount = { students: string | number; amount: number; currency: string };
export type Figures = {
  class_size_min?: number;
  class_size_max?: number;
  sat_score_gain?: number;
  act_score_gain?: number;
  group_discounts?: GroupDiscount[];
  founded_year?: number;
  students_served?: number;
};

export function useFigures(): Figures | undefined {
  return useSiteContent(CONTENT_KEYS.figures).data?.data as Figures | undefined;
}

export type Price = { amount: number; currency: string; unit?: string };

/** The price of a page (e.g. "sat_math") and its note in the current language. */
export function usePrice(page: string): { price?: Price; note?: string; loading: boolean } {
  const query = useSiteContent(CONTENT_KEYS.prices);
  const prices = (query.data?.data.prices ?? {}) as Record<string, Price | undefined>;
  const notes = (query.data?.content.notes ?? {}) as Record<string, string | undefined>;
  return { price: prices[page], note: notes[page], loading: query.isPending };
}

export type SiteLinks = {
  blogs_url?: string;
  seminar_form_url?: string;
  line_url?: string;
  facebook_url?: string;
  instagram_url?: string;
  youtube_url?: string;
};
