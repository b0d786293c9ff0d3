import type { AssignableRole, PagedList, Profile, TagBrief, User, UserSearchResult } from "@edu/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Whose profile a form writes: the signed-in user's own, or (admin) another user's by id. */
export type ProfileTarget = { kind: "own" } | { kind: "admin"; userId: number };

export const profileKeys = {
  own: ["profile", "own"] as const,
  byId: (id: number) => ["profile", "id", id] as const,
  tags: (id: number) => ["profile", "tags", id] as const,
  audit: (id: number, page: number) => ["profile", "audit", id, page] as const,
};

export const ownProfileQuery = () =>
  queryOptions({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => api.get<Profile>("/profile", { signal, overlay: false }),
  });

export const profileByIdQuery = (id: number) =>
  queryOptions({
    queryKey: profileKeys.byId(id),
    queryFn: ({ signal }) => api.get<Profile>(`/profile/${id}`, { signal, overlay: false }),
  });

/** The API has no "tags of one user" call: find the user in users/search by username and read its tags. */
export const userTagsQuery = (user: Pick<User, "id" | "username">) =>
  queryOptions({
    queryKey: profileKeys.tags(user.id),
    queryFn: async ({ signal }): Promise<TagBrief[]> => {
      const result = await api.get<UserSearchResult>("/users/search", {
        query: { q: user.username, page_size: 50 },
        signal,
        overlay: false,
      });
      return result.users.data.find((row) => row.id === user.id)?.tags ?? [];
    },
  });

export type AuditEntry = {
  id: number;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
  created_at: string;
};
export const auditQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: profileKeys.audit(id, page),
    queryFn: ({ signal }) =>
      api.get<PagedList<AuditEntry>>(`/users/${id}/audit`, { query: { page, page_size: 50 }, signal }),
  });

export const allTagsQuery = () =>
  queryOptions({
    queryKey: ["tags", "options"] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<TagBrief & { user_count: number }>>("/tags", {
        query: { page_size: 200 },
        signal,
        overlay: false,
      }),
  });

const suffix = (target: ProfileTarget) => (target.kind === "admin" ? `/${target.userId}` : "");

export function updateProfilePart(
  part: "basic" | "student" | "teacher",
  target: ProfileTarget,
  body: Record<string, unknown>,
): Promise<Profile> {
  return api.patch<Profile>(`/${part}/profile${suffix(target)}`, body);
}

export const toggleActive = (userId: number, isActive: boolean) =>
  api.patch<User>("/users/toggle-active", { user_id: userId, is_active: isActive });

export const setRole = (userId: number, role: AssignableRole, add: boolean) =>
  add ? api.post<User>(`/role/${role}/${userId}`) : api.delete<User>(`/role/${role}/${userId}`);

export const attachTags = (userId: number, tagIds: number[]) =>
  api.post<{ tags: TagBrief[] }>(`/user/${userId}/attach-tags`, { tag_ids: tagIds });
export const detachTags = (userId: number, tagIds: number[]) =>
  api.patch<{ tags: TagBrief[] }>(`/user/${userId}/detach-tags`, { tag_ids: tagIds });

export const connectStudents = (parentId: number, studentIds: number[]) =>
  api.post<User>("/parent/connect-student", { parent_user_id: parentId, users: studentIds });
export const disconnectStudent = (parentId: number, studentId: number) =>
  api.post<User>("/parent/disconnect-student", { parent_user_id: parentId, user_id: studentId });

export const createResetUrl = (userId: number) =>
  api.post<{ url: string; expires_at: string }>("/reset-url", { user_id: userId });

export const userPickQuery = (q: string, role: "student" | "parent") =>
  queryOptions({
    queryKey: ["users", "pick", q, role] as const,
    queryFn: ({ signal }) =>
      api.get<UserSearchResult>("/users/search", {
        query: { q: q || undefined, role, page_size: 20 },
        signal,
        overlay: false,
      }),
  });

/**
 * POST image (multipart field `image`) as a profile photo: `purpose=photo` keeps it personal (only
 * those who may read the profile see it). Failures are shown by the caller (413, 415, 422 messages).
 */
export function uploadImage(file: File): Promise<{ id: number; url: string }> {
  const body = new FormData();
  body.append("purpose", "photo");
  body.append("image", file);
  return api.post<{ id: number; url: string }>("/image", body, { silent: true });
}

/** PATCH student/survey/{id}: admin, the student, or one of the student's parents; replaces the answers. */
export const updateSurvey = (studentId: number, survey: Record<string, unknown>) =>
  api.patch<Profile>(`/student/survey/${studentId}`, { survey });

/** DELETE users/{id} (admin; never oneself). */
export const deleteUser = (userId: number) => api.delete<{ ok: true }>(`/users/${userId}`);
