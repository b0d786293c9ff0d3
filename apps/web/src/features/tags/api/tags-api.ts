import { tagEndpoints as endpoints, profileEndpoints, userEndpoints } from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export const tagsKeys = {
  all: ["tags"] as const,
  list: (page: number, q: string) => ["tags", "list", page, q] as const,
  detail: (id: number, page: number) => ["tags", "detail", id, page] as const,
};

export const viewerQuery = () =>
  queryOptions({
    queryKey: ["profile", "own"] as const,
    queryFn: ({ signal }) => call(profileEndpoints.getProfile, {}, { signal, overlay: false }),
  });

export const tagListQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: tagsKeys.list(page, q),
    queryFn: ({ signal }) =>
      call(
        endpoints.listTags,
        { query: { page, page_size: 50, q: q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const tagDetailQuery = (id: number, page = 1) =>
  queryOptions({
    queryKey: tagsKeys.detail(id, page),
    queryFn: ({ signal }) =>
      call(
        endpoints.getTagById,
        { params: { id }, query: { page, page_size: 50 } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const createTag = (body: EndpointBody<typeof endpoints.createTag>) =>
  call(endpoints.createTag, { body });
export const updateTag = (id: number, body: EndpointBody<typeof endpoints.updateTagById>) =>
  call(endpoints.updateTagById, { params: { id }, body });
export const deleteTag = (id: number) => call(endpoints.deleteTagById, { params: { id } });
export const attachTagToUser = (userId: number, tagId: number) =>
  call(endpoints.attachUserTags, { params: { id: userId }, body: { tag_ids: [tagId] } });
export const detachTagFromUser = (userId: number, tagId: number) =>
  call(endpoints.detachUserTags, { params: { id: userId }, body: { tag_ids: [tagId] } });

export const userPickQuery = (q: string) =>
  queryOptions({
    queryKey: ["users", "pick", q, null] as const,
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q: q || undefined, page_size: 20 } },
        { signal, overlay: false },
      ),
  });
