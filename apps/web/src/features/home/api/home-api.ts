import type { PagedList, User } from "@edu/shared";
import type { UnfinishedLessonLogs, UnfinishedProgressReports } from "@edu/shared/lessons";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const quiet = { overlay: false } as const;

export const childrenQuery = (parentId: number) =>
  queryOptions({
    queryKey: ["home", "children", parentId] as const,
    queryFn: ({ signal }) => api.get<PagedList<User>>(`/parent/${parentId}/children`, { signal, ...quiet }),
  });

/** A teacher's students (empty until classes exist), or all students for admin and staff. */
export const studentsQuery = () =>
  queryOptions({
    queryKey: ["home", "students"] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<User>>("/students", { signal, query: { page_size: 8 }, ...quiet }),
  });

type OutboxItem = { id: number; status: "pending" | "sending" | "sent" | "failed" | "held" };

/** Admin only: mail not yet delivered (held without SMTP, pending, or failed). */
export const outboxQuery = () =>
  queryOptions({
    queryKey: ["home", "outbox"] as const,
    queryFn: async ({ signal }) => {
      const { data, delivery } = await api.get<{ data: OutboxItem[]; delivery: "smtp" | "held" }>(
        "/mail-outbox",
        {
          signal,
          query: { limit: 500 },
          ...quiet,
        },
      );
      const count = (status: OutboxItem["status"]) => data.filter((item) => item.status === status).length;
      return {
        delivery,
        held: count("held"),
        pending: count("pending") + count("sending"),
        failed: count("failed"),
      };
    },
  });

/** Staff: enrollments nobody has read yet (the list's total; one row asked for). */
export const unreadEnrollmentsQuery = () =>
  queryOptions({
    queryKey: ["home", "waiting", "unread-enrollments"] as const,
    queryFn: async ({ signal }) => {
      const page = await api.get<PagedList<unknown>>("/enrolled-course-sessions", {
        signal,
        query: { is_read: 0, page_size: 1 },
        ...quiet,
      });
      return page.total;
    },
  });

/** Staff: paid class tickets without a class yet (the placement page's first list). */
export const studentsToPlaceQuery = () =>
  queryOptions({
    queryKey: ["home", "waiting", "to-place"] as const,
    queryFn: async ({ signal }) => {
      const page = await api.get<PagedList<unknown>>("/student-class-tickets-paid-but-no-placement", {
        signal,
        query: { page: 1 },
        ...quiet,
      });
      return page.total;
    },
  });

type MyEnrollment = { contract: { signed_at: string | null } | null };

/** Parents and students: contracts sent and not yet signed, among the family's enrollments. */
export const contractsToSignQuery = () =>
  queryOptions({
    queryKey: ["home", "waiting", "contracts"] as const,
    queryFn: async ({ signal }) => {
      const page = await api.get<PagedList<MyEnrollment>>("/my-enrollments", {
        signal,
        query: { page: 1, page_size: 200 },
        ...quiet,
      });
      return page.data.filter((row) => row.contract && !row.contract.signed_at).length;
    },
  });

/** Teachers: progress reports due in the classes they teach, required versus written (spec 03 §8). */
export const unfinishedProgressReportsQuery = () =>
  queryOptions({
    queryKey: ["home", "teacher", "unfinished-progress-reports"] as const,
    queryFn: ({ signal }) =>
      api.get<UnfinishedProgressReports>("/progress-reports/unfinished", { signal, ...quiet }),
  });

/** Teachers: lessons they taught in the last 14 days with no lesson content yet (count, latest five). */
export const unfinishedLessonLogsQuery = () =>
  queryOptions({
    queryKey: ["home", "teacher", "unfinished-lesson-logs"] as const,
    queryFn: ({ signal }) => api.get<UnfinishedLessonLogs>("/lesson-logs/unfinished", { signal, ...quiet }),
  });
