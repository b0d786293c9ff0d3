import { familyLinkEndpoints as endpoints } from "@edu/shared/family-links";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const familyLinksKeys = {
  all: ["family-links"] as const,
  requests: ["family-links", "requests"] as const,
};

/** Link requests I made (waiting for confirmation) and those waiting for my answer. */
export const linkRequestsQuery = () =>
  queryOptions({
    queryKey: familyLinksKeys.requests,
    queryFn: ({ signal }) =>
      call(endpoints.listParentLinkRequests, { query: { page_size: 50 } }, { signal, overlay: false }),
  });

/** The request behind a mailed confirmation link; the page shows its own errors. */
export const linkRequestByToken = (token: string) =>
  call(endpoints.getParentLinkRequestByToken, { body: { token } }, { silent: true, overlay: false });

export const confirmByToken = (token: string) =>
  call(endpoints.confirmParentLinkRequestsByToken, { body: { token } });

/**
 * Confirm or decline (or withdraw one's own) by id. Afterwards the requests, the children lists and
 * the signed-in user's student_ids may all have changed.
 */
export function useAnswerLinkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: "confirm" | "decline" }) =>
      call(answer === "confirm" ? endpoints.confirmParentLinkRequest : endpoints.declineParentLinkRequest, {
        params: { id },
      }),
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
