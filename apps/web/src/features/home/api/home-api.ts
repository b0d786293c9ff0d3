import type { PagedList, User } from "@edu/shared";
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
      const { data } = await api.get<{ data: OutboxItem[] }>("/mail-outbox", {
        signal,
        query: { limit: 500 },
        ...quiet,
      });
      const count = (status: OutboxItem["status"]) => data.filter((item) => item.status === status).length;
      return { held: count("held"), pending: count("pending") + count("sending"), failed: count("failed") };
    },
  });
