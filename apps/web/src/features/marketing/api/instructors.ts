import type { Locale } from "@edu/shared/i18n";
import type { PublicTeacher } from "@edu/shared/profiles";
import { queryOptions } from "@tanstack/react-query";
import { landingEndpoints } from "../../../lib/endpoint-client-landing";
import { callRef } from "../../../lib/endpoint-client-refs";

/** A shown instructor's bio in the reader's language (`localized`, with the server's fallback rule). */
export const instructorBio = (teacher: PublicTeacher): string | null => teacher.localized?.bio ?? teacher.bio;

/**
 * GET teacher/show-bio: teachers whose bio is shown (public fields only). The bios come in the
 * interface language (Accept-Language), so the locale is part of the key.
 */
export function shownInstructorsQuery(pageSize = 50, locale?: Locale) {
  return queryOptions({
    queryKey: ["instructors", "show-bio", pageSize, locale ?? "current"],
    queryFn: ({ signal }) =>
      callRef(
        landingEndpoints.getTeacherShowBio,
        { query: { page_size: pageSize } },
        { signal, overlay: false, silent: true },
      ),
    staleTime: 5 * 60_000,
  });
}
