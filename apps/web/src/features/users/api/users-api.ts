import type {
  MergeConflictData,
  MergeUsersInput,
  PagedList,
  Profile,
  Role,
  TagBrief,
  User,
  UserSearchResult,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { toUserSearchApiQuery, type UserFilters } from "../lib/user-filters";

export const usersKeys = {
  all: ["users"] as const,
  search: (filters: UserFilters) => ["users", "search", filters] as const,
  pick: (q: string, role: Role | null) => ["users", "pick", q, role] as const,
  students: (roleType: string, userId: number, page: number) =>
    ["users", "students-of", roleType, userId, page] as const,
};

/** The signed-in user (own profile): roles decide which actions a page offers. */
export const viewerQuery = () =>
  queryOptions({
    queryKey: ["profile", "own"] as const,
    queryFn: ({ signal }) => api.get<Profile>("/profile", { signal, overlay: false }),
  });

export const userSearchQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: usersKeys.search(filters),
    queryFn: ({ signal }) =>
      api.get<UserSearchResult>("/users/search", {
        query: toUserSearchApiQuery(filters),
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

/** A short list of users matching `q` for pickers (merge, connect, attach). */
export const userPickQuery = (q: string, role: Role | null = null) =>
  queryOptions({
    queryKey: usersKeys.pick(q, role),
    queryFn: ({ signal }) =>
      api.get<UserSearchResult>("/users/search", {
        query: { q: q || undefined, role: role ?? undefined, page_size: 20 },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export type TagOption = TagBrief & { user_count: number };
export const tagOptionsQuery = () =>
  queryOptions({
    queryKey: ["tags", "options"] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<TagOption>>("/tags", { query: { page_size: 200 }, signal, overlay: false }),
  });

export const studentsOfQuery = (roleType: "parent" | "teacher", userId: number, page: number) =>
  queryOptions({
    queryKey: usersKeys.students(roleType, userId, page),
    queryFn: ({ signal }) =>
      roleType === "parent"
        ? api.get<PagedList<User>>(`/parent/${userId}/children`, { query: { page, page_size: 50 }, signal })
        : api.get<PagedList<User>>("/teacher/students-for-user-list", {
            query: { user_id: userId, page, page_size: 50 },
            signal,
          }),
  });

export const profileByIdQuery = (id: number) =>
  queryOptions({
    queryKey: ["profile", "id", id] as const,
    queryFn: ({ signal }) => api.get<Profile>(`/profile/${id}`, { signal, overlay: false }),
  });

export function fetchMergeConflicts(fromUserId: number, toUserId: number): Promise<MergeConflictData> {
  return api.post<MergeConflictData>("/users/conflict-data-on-merging", {
    from_user_id: fromUserId,
    to_user_id: toUserId,
  });
}

export function mergeUsers(input: MergeUsersInput): Promise<{ user: User; moved: Record<string, number> }> {
  return api.post("/users/merge", input);
}

export type CreatedAccount = { user: User; set_password_url: string; expires_at: string };
export function createAccount(
  kind: "student" | "parent",
  body: Record<string, unknown>,
): Promise<CreatedAccount> {
  return api.post<CreatedAccount>(`/register/${kind}`, body);
}
