import { faqEndpoints as endpoints } from "@edu/shared/faq";
import type { Locale } from "@edu/shared/i18n";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/** GET faq-topics: the FAQ sections (slug = the {id} of /faq/{id}). */
export function faqTopicsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["faq-topics", locale],
    queryFn: ({ signal }) => call(endpoints.listFaqTopics, {}, { signal, overlay: false, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** GET faq-labels. */
export function faqLabelsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["faq-labels", locale],
    queryFn: ({ signal }) => call(endpoints.listFaqLabels, {}, { signal, overlay: false, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** GET faqs of one section, optionally one label (faq_topic_slug, faq_label_id). */
export function faqsQuery(locale: Locale, topicSlug: string, labelId: number | null) {
  return queryOptions({
    queryKey: ["faqs", locale, topicSlug, labelId],
    queryFn: ({ signal }) =>
      call(
        endpoints.listFaqs,
        { query: { faq_topic_slug: topicSlug, faq_label_id: labelId ?? undefined, page_size: 200 } },
        { signal, overlay: false, silent: true },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
