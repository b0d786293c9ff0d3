import {
  feedbackEndpoints as endpoints,
  type FeedbackStatus,
  type FeedbackType,
  type UploadedDocument,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export const feedbackKeys = { all: ["feedback"] as const };
export type FeedbackFilter = FeedbackStatus | "all";

/** POST issue/file: the screenshot first; its document.url goes into POST issue. */
export async function uploadFeedbackFile(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const result = await api.post<{ document: UploadedDocument }>("/issue/file", form, { silent: true });
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
