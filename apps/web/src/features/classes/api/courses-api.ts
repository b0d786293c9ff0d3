import type { Course, CourseSessionsForEnrollment } from "@edu/shared/courses";
import type { Locale } from "@edu/shared/i18n";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET courses: visitors always get the visible ones, in list order. */
export function visibleCoursesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["courses", "public", locale],
    queryFn: ({ signal }) =>
      api.get<{ data: Course[]; total: number }>("/courses", {
        signal,
        // Visible courses only, whoever asks (staff would otherwise see hidden ones here).
        query: { page_size: 200, is_visible: true },
        overlay: false,
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });
}

/** GET courses/{id}. */
export function courseQuery(id: number, locale: Locale) {
  return queryOptions({
    queryKey: ["courses", id, locale],
    queryFn: ({ signal }) => api.get<Course>(`/courses/${id}`, { signal, overlay: false, silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET course-sessions-for-enrollment: the open sessions, the same list (and titles) as the enrollment form. */
export function openSessionsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["enrollment", "sessions", "public", locale],
    queryFn: ({ signal }) =>
      api.get<CourseSessionsForEnrollment>("/course-sessions-for-enrollment", {
        signal,
        overlay: false,
        silent: true,
      }),
    staleTime: 60_000,
  });
}
