import type { CourseSessionsForEnrollment } from "@edu/shared";

/** Course sessions as Select groups (by type), labelled with the given type names; titles in the page's language. */
export function sessionSelectData(
  data: CourseSessionsForEnrollment | undefined,
  typeLabel: (type: string) => string,
) {
  return (data?.groups ?? [])
    .filter((group) => group.sessions.length > 0)
    .map((group) => ({
      group: typeLabel(group.type),
      items: group.sessions.map((session) => ({
        value: String(session.id),
        label: session.localized.title || session.title,
      })),
    }));
}
