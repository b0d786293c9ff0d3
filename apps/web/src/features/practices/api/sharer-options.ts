import { sessionClassEndpoints, tagEndpoints, userEndpoints } from "@edu/shared";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";
import { displayName } from "../../../lib/person-name";
import { hasRole } from "../../../lib/roles";
import { useViewerRoles } from "../../auth";

export type Option = { value: string; label: string };

/** How many of the reader's classes a teacher's people list is read from (a teacher has a handful). */
const CLASS_READS = 20;

/** The reader's current classes (a teacher's: those they teach): the sharers' and the bank's class pickers. */
const readersClassesQuery = queryOptions({
  queryKey: ["practices", "sharers", "classes"],
  queryFn: ({ signal }) =>
    call(
      sessionClassEndpoints.listSessionClasses,
      { query: { page: 1, page_size: 100, status: "current" } },
      { signal, overlay: false },
    ),
});
const classOptions = (rows: { id: number; name: string; localized: { name: string } }[]): Option[] =>
  rows.map((row) => ({ value: String(row.id), label: row.localized.name || row.name }));

/** The reader's classes as picker options (the bank's "not yet used by class"). */
export function useClassOptions() {
  const classes = useQuery(readersClassesQuery);
  return { loading: classes.isPending, classes: classOptions(classes.data?.data ?? []) };
}

/**
 * Whom a practice can be shared with, from what the reader may list: the office (staff, admins) every
 * active user and every tag; a teacher the classes they teach, their students and fellow teachers.
 */
export function useSharerOptions() {
  const { user } = useViewerRoles();
  const office = hasRole(user, "staff");
  const classes = useQuery(readersClassesQuery);
  const users = useQuery({
    queryKey: ["practices", "sharers", "users"],
    queryFn: ({ signal }) =>
      call(userEndpoints.searchUsersAllActive, { query: {} }, { signal, overlay: false }),
    enabled: office,
  });
  const tags = useQuery({
    queryKey: ["practices", "sharers", "tags"],
    queryFn: ({ signal }) =>
      call(tagEndpoints.listTags, { query: { page: 1, page_size: 100 } }, { signal, overlay: false }),
    enabled: office,
  });
  const classRows = classes.data?.data ?? [];
  const details = useQueries({
    queries: office
      ? []
      : classRows.slice(0, CLASS_READS).map((row) => ({
          queryKey: ["practices", "sharers", "class", row.id],
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            call(
              sessionClassEndpoints.getSessionClass,
              { params: { id: row.id } },
              { signal, overlay: false },
            ),
        })),
  });
  const people = new Map<string, string>();
  if (office) for (const person of users.data?.data ?? []) people.set(String(person.id), displayName(person));
  for (const row of classRows)
    for (const person of [...row.teachers, ...row.tas]) people.set(String(person.id), displayName(person));
  for (const detail of details)
    for (const ticket of detail.data?.students ?? [])
      people.set(String(ticket.student.id), displayName(ticket.student));
  return {
    loading: classes.isPending || (office && (users.isPending || tags.isPending)),
    people: [...people].map(([value, label]) => ({ value, label })),
    classes: classOptions(classRows),
    tags: office ? (tags.data?.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })) : null,
  };
}
