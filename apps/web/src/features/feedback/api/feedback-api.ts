import {
  feedbackEndpoints as endpoints,
  type FeedbackStatus,
  type FeedbackType,
  uploadEndpoints,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export const feedbackKeys = { all: ["feedback"] as const };
export type FeedbackFilter = FeedbackStatus | "all";

/** POST issue/file: the screenshot first; its document.url goes into POST issue. */
export async function uploadFeedbackFile(file: File): Promise<string> {
  const result = await call(uploadEndpoints.uploadFeedbackFile, { form: { file } }, { silent: true });
  return result.document.url;
}

export const sendFeedback = (input: EndpointBody<typeof endpoints.createIssue>) =>
  call(endpoints.createIssue, { body: input }, { silent: true });

export const feedbackListQuery = (page: number, q: string, status: FeedbackFilter, type?: FeedbackType) =>
  queryOptions({
    queryKey: [...feedbackKeys.all, page, q, status, type ?? ""] as const,
    queryFn: ({ signal }) =>
      call(
        endpoints.listIssues,
        { query: { page, page_size: 50, q: q || undefined, status, type } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const setFeedbackStatus = (id: number, status: FeedbackStatus) =>
  call(endpoints.updateIssueById, { params: { id }, body: { status } });
