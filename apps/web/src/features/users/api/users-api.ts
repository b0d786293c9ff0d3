import {
  accountEndpoints,
  type EndpointAnswer,
  type MergeConflictData,
  profileEndpoints,
  type Role,
  type TagBrief,
  tagEndpoints,
  userEndpoints,
} from "@edu/shared";
import { relationEndpoints } from "@edu/shared/relations";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";
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
    queryFn: ({ signal }) => call(profileEndpoints.getProfile, {}, { signal, overlay: false }),
  });

export const userSearchQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: usersKeys.search(filters),
    queryFn: ({ signal }) =>
      call(userEndpoints.searchUsers, { query: toUserSearchApiQuery(filters) }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

/** A short list of users matching `q` for pickers (merge, connect, attach). */
export const userPickQuery = (q: string, role: Role | null = null) =>
  queryOptions({
    queryKey: usersKeys.pick(q, role),
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q: q || undefined, role: role ?? undefined, page_size: 20 } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export type TagOption = TagBrief & { user_count: number };
export const tagOptionsQuery = () =>
  queryOptions({
    queryKey: ["tags", "options"] as const,
    queryFn: ({ signal }) =>
      call(tagEndpoints.listTags, { query: { page_size: 200 } }, { signal, overlay: false }),
  });

export const studentsOfQuery = (roleType: "parent" | "teacher", userId: number, page: number) =>
  queryOptions({
    queryKey: usersKeys.students(roleType, userId, page),
    queryFn: ({ signal }) =>
      roleType === "parent"
        ? call(
            relationEndpoints.getParentChildren,
            { params: { id: userId }, query: { page, page_size: 50 } },
            { signal },
          )
        : call(
            relationEndpoints.getTeacherStudentsForUserList,
            { query: { user_id: userId, page, page_size: 50 } },
            { signal },
          ),
  });

export const profileByIdQuery = (id: number) =>
  queryOptions({
    queryKey: ["profile", "id", id] as const,
    queryFn: ({ signal }) =>
      call(profileEndpoints.getUserProfile, { params: { id } }, { signal, overlay: false }),
  });

export function fetchMergeConflicts(fromUserId: number, toUserId: number): Promise<MergeConflictData> {
  return call(userEndpoints.getUserMergeConflicts, {
    body: { from_user_id: fromUserId, to_user_id: toUserId },
  });
}

export const mergeUsers = (body: EndpointBody<typeof userEndpoints.mergeUsers>) =>
  call(userEndpoints.mergeUsers, { body });

export type CreatedAccount = EndpointAnswer<typeof accountEndpoints.registerStudent>;
/** The fields both kinds take (the form asks no more): a student or a parent. */
export function createAccount(
  kind: "student" | "parent",
  body: EndpointBody<typeof accountEndpoints.registerStudent> &
    EndpointBody<typeof accountEndpoints.registerParent>,
): Promise<CreatedAccount> {
  return call(kind === "student" ? accountEndpoints.registerStudent : accountEndpoints.registerParent, {
    body,
  });
}
