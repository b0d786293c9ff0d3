import { lineEndpoints } from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const lineNotesKeys = {
  all: ["line-notes"] as const,
  status: ["line-notes", "status"] as const,
  user: (userId: number) => ["line-notes", "user", userId] as const,
};

/** Whether the school's LINE official account is configured (the feature hides otherwise). */
export const lineNotesStatusQuery = () =>
  queryOptions({
    queryKey: lineNotesKeys.status,
    queryFn: ({ signal }) =>
      call(lineEndpoints.getLineNotesStatus, {}, { signal, overlay: false, silent: true }),
    staleTime: 5 * 60_000,
  });

export const lineNotesQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...lineNotesKeys.user(userId), page] as const,
    queryFn: ({ signal }) =>
      call(
        lineEndpoints.getLineNote,
        { params: { userId }, query: { page, page_size: 50 } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const syncLineNotes = () => call(lineEndpoints.createLineNotesSync, {});
