import type { PagedList, ParentLinkDecision, ParentLinkRequest } from "@edu/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const familyLinksKeys = {
  all: ["family-links"] as const,
  requests: ["family-links", "requests"] as const,
};

/** Link requests I made (waiting for confirmation) and those waiting for my answer. */
export const linkRequestsQuery = () =>
  queryOptions({
    queryKey: familyLinksKeys.requests,
    queryFn: ({ signal }) =>
      api.get<PagedList<ParentLinkRequest>>("/parent-link-requests", {
        signal,
        query: { page_size: 50 },
        overlay: false,
      }),
  });

/** The request behind a mailed confirmation link; the page shows its own errors. */
export const linkRequestByToken = (token: string) =>
  api.post<ParentLinkRequest>("/parent-link-requests/by-token", { token }, { silent: true, overlay: false });

export const confirmByToken = (token: string) =>
  api.post<ParentLinkDecision>("/parent-link-requests/confirm-by-token", { token });

/**
 * Confirm or decline (or withdraw one's own) by id. Afterwards the requests, the children lists and
 * the signed-in user's student_ids may all have changed.
 */
export function useAnswerLinkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: "confirm" | "decline" }) =>
      api.post<ParentLinkDecision>(`/parent-link-requests/${id}/${answer}`),
    onSettled: () => refreshAfterAnswer(queryClient),
  });
}

export async function refreshAfterAnswer(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: familyLinksKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["home"] }),
    queryClient.invalidateQueries({ queryKey: ["profile"] }),
  ]);
}
