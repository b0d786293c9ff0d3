import type { Faq } from "@edu/shared/faq";
import type { Locale } from "@edu/shared/i18n";
import type { PublicTeacher } from "@edu/shared/profiles";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

type TeacherPage = { data: PublicTeacher[]; total: number };

/** GET teacher/show-bio: teachers whose bio is shown (public fields only). */
export function shownInstructorsQuery(pageSize = 50) {
  return queryOptions({
    queryKey: ["instructors", "show-bio", pageSize],
    queryFn: ({ signal }) =>
      api.get<TeacherPage>("/teacher/show-bio", {
        signal,
        query: { page_size: pageSize },
        overlay: false,
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });
}

/** GET instructor-faq in the interface language. */
export function instructorFaqQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["instructor-faq", locale],
    queryFn: ({ signal }) =>
      api.get<{ data: Faq[] }>("/instructor-faq", { signal, overlay: false, silent: true }),
    staleTime: 5 * 60_000,
  });
}
