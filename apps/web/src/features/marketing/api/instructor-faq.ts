import { faqEndpoints } from "@edu/shared/faq";
import type { Locale } from "@edu/shared/i18n";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/**
 * GET instructor-faq in the interface language. Apart from ./instructors, which the landing page's teaser
 * uses up front: the declaration's schemas (zod) stay out of /'s chunk.
 */
export function instructorFaqQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["instructor-faq", locale],
    queryFn: ({ signal }) =>
      call(faqEndpoints.getInstructorFaq, {}, { signal, overlay: false, silent: true }),
    staleTime: 5 * 60_000,
  });
}
