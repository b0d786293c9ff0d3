import type { PagedList, Profile, Tag, User } from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const tagsKeys = {
  all: ["tags"] as const,
  list: (page: number, q: string) => ["tags", "list", page, q] as const,
  detail: (id: number, page: number) => ["tags", "detail", id, page] as const,
};

export const viewerQuery = () =>
  queryOptions({
    queryKey: ["profile", "own"] as const,
    queryFn: ({ signal }) => api.get<Profile>("/profile", { signal, overlay: false }),
  });

export const tagListQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: tagsKeys.list(page, q),
    queryFn: ({ signal }) =>
      api.get<PagedList<Tag>>("/tags", {
        query: { page, page_size: 50, q: q || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export type TagDetail = { tag: Tag; users: PagedList<User> };
export const tagDetailQuery = (id: number, page = 1) =>
  queryOptions({
    queryKey: tagsKeys.detail(id, page),
    queryFn: ({ signal }) =>
      api.get<TagDetail>(`/tag/${id}`, { query: { page, page_size: 50 }, signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const createTag = (body: Record<string, unknown>) => api.post<Tag>("/tag", body);
export const updateTag = (id: number, body: Record<string, unknown>) => api.patch<Tag>(`/tag/${id}`, body);
export const deleteTag = (id: number) => api.delete<{ ok: true }>(`/tag/${id}`);
export const attachTagToUser = (userId: number, tagId: number) =>
  api.post(`/user/${userId}/attach-tags`, { tag_ids: [tagId] });
export const detachTagFromUser = (userId: number, tagId: number) =>
  api.patch(`/user/${userId}/detach-tags`, { tag_ids: [tagId] });

export const userPickQuery = (q: string) =>
  queryOptions({
    queryKey: ["users", "pick", q, null] as const,
    queryFn: ({ signal }) =>
      api.get<{ users: PagedList<User> }>("/users/search", {
        query: { q: q || undefined, page_size: 20 },
        signal,
        overlay: false,
      }),
  });
