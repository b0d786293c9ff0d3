import {
  type CourseSession,
  classTicketEndpoints,
  courseSessionEndpoints,
  type Role,
  type SessionClassStatus,
  sessionClassEndpoints,
  userEndpoints,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";
import { formatName } from "../../../lib/person-name";

export const classesKeys = {
  all: ["session-classes"] as const,
  mine: (filters: ClassListFilters) => ["session-classes", "mine", filters] as const,
  every: (filters: AllClassListFilters) => ["session-classes", "all", filters] as const,
  detail: (id: number) => ["session-classes", "detail", id] as const,
  tickets: ["class-tickets"] as const,
};

export type ClassListFilters = { page: number; status: SessionClassStatus; q: string };
export type AllClassListFilters = ClassListFilters & { course_session_id?: number };

/** GET session-classes: taught (teachers, TAs), attended (students), the children's (parents). */
export const myClassesQuery = (filters: ClassListFilters) =>
  queryOptions({
    queryKey: classesKeys.mine(filters),
    queryFn: ({ signal }) =>
      call(
        sessionClassEndpoints.listSessionClasses,
        { query: { ...filters, q: filters.q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

/** GET session-classes/all (admin and staff). */
export const allClassesQuery = (filters: AllClassListFilters) =>
  queryOptions({
    queryKey: classesKeys.every(filters),
    queryFn: ({ signal }) =>
      call(
        sessionClassEndpoints.listAllSessionClasses,
        { query: { ...filters, q: filters.q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const classDetailQuery = (id: number) =>
  queryOptions({
    queryKey: classesKeys.detail(id),
    queryFn: ({ signal }) =>
      call(sessionClassEndpoints.getSessionClass, { params: { id } }, { signal, overlay: false }),
  });

export const createClass = (body: EndpointBody<typeof sessionClassEndpoints.createSessionClass>) =>
  call(sessionClassEndpoints.createSessionClass, { body });
export const updateClass = (
  id: number,
  body: EndpointBody<typeof sessionClassEndpoints.updateSessionClass>,
) => call(sessionClassEndpoints.updateSessionClass, { params: { id }, body });
/** DELETE session-classes/{id} (admin): refused with 409 and a localized message while students are in it. */
export const deleteClass = (id: number) => call(sessionClassEndpoints.deleteSessionClass, { params: { id } });

/** Course sessions to choose from when creating a class (admin and staff). */
export type SessionOption = Pick<CourseSession, "id" | "title" | "short_name">;
export const sessionOptionsQuery = () =>
  queryOptions({
    queryKey: ["course-sessions", "options"] as const,
    queryFn: ({ signal }) =>
      call(
        courseSessionEndpoints.listCourseSessions,
        { query: { page_size: 200 } },
        { signal, overlay: false },
      ),
  });

/** Active users with a role, for the teacher and TA pickers (admin and staff). */
export const peopleQuery = (role: Role) =>
  queryOptions({
    queryKey: ["users", "search-all-active", role] as const,
    queryFn: ({ signal }) =>
      call(userEndpoints.searchUsersAllActive, { query: { role } }, { signal, overlay: false }),
    staleTime: 60_000,
  });

/** `locale` only keys the cache: the answers' `localized` texts follow the interface language. */
export type TicketListFilters = { page: number; q: string; locale?: string };
/** GET student-class-tickets-paid-but-no-placement (/placement). */
export const unplacedTicketsQuery = (filters: TicketListFilters) =>
  queryOptions({
    queryKey: [...classesKeys.tickets, "unplaced", filters] as const,
    queryFn: ({ signal }) =>
      call(
        classTicketEndpoints.getStudentClassTicketsPaidButNoPlacement,
        { query: { page: filters.page, q: filters.q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

/** GET student-class-tickets/placement-list: placed tickets with their placement fields. */
export const placedTicketsQuery = (filters: TicketListFilters) =>
  queryOptions({
    queryKey: [...classesKeys.tickets, "placed", filters] as const,
    queryFn: ({ signal }) =>
      call(
        classTicketEndpoints.getStudentClassTicketsPlacementList,
        { query: { page: filters.page, q: filters.q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

/** GET session-classes/placement-list: the running classes of one course session. */
export const placementClassesQuery = (courseSessionId: number) =>
  queryOptions({
    queryKey: ["session-classes", "placement-list", courseSessionId] as const,
    queryFn: ({ signal }) =>
      call(
        sessionClassEndpoints.getSessionClassesPlacementList,
        { query: { course_session_id: courseSessionId } },
        { signal, overlay: false },
      ),
  });

export const placeTicket = (
  ticketId: number,
  body: EndpointBody<typeof classTicketEndpoints.updateStudentClassTicket>,
) => call(classTicketEndpoints.updateStudentClassTicket, { params: { id: ticketId }, body });

export const personName = (person: { first_name: string; last_name: string; username: string }) =>
  formatName(person) || person.username;
