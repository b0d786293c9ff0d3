import { courseEndpoints, courseSessionEndpoints } from "@edu/shared/courses";
import type { Locale } from "@edu/shared/i18n";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/** GET courses: visitors always get the visible ones, in list order. */
export function visibleCoursesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["courses", "public", locale],
    queryFn: ({ signal }) =>
      call(
        courseEndpoints.listCourses,
        // Visible courses only, whoever asks (staff would otherwise see hidden ones here).
        { query: { page_size: 200, is_visible: true } },
        { signal, overlay: false, silent: true },
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET courses/{id}. */
export function courseQuery(id: number, locale: Locale) {
  return queryOptions({
    queryKey: ["courses", id, locale],
    queryFn: ({ signal }) =>
      call(courseEndpoints.getCourse, { params: { id } }, { signal, overlay: false, silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET course-sessions-for-enrollment: the open sessions, the same list (and titles) as the enrollment form. */
export function openSessionsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["enrollment", "sessions", "public", locale],
    queryFn: ({ signal }) =>
      call(
        courseSessionEndpoints.getCourseSessionsForEnrollment,
        {},
        { signal, overlay: false, silent: true },
      ),
    staleTime: 60_000,
  });
}
