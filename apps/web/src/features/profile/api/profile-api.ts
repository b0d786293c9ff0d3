import {
  type AssignableRole,
  accountEndpoints,
  type EndpointAnswer,
  profileEndpoints as endpoints,
  type ImageUploadResult,
  type Profile,
  type TagBrief,
  tagEndpoints,
  type User,
  uploadEndpoints,
  userEndpoints,
} from "@edu/shared";
import { relationEndpoints } from "@edu/shared/relations";
import { queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

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
    queryFn: ({ signal }) => call(endpoints.getProfile, {}, { signal, overlay: false }),
  });

export const profileByIdQuery = (id: number) =>
  queryOptions({
    queryKey: profileKeys.byId(id),
    queryFn: ({ signal }) => call(endpoints.getUserProfile, { params: { id } }, { signal, overlay: false }),
  });

/** The API has no "tags of one user" call: find the user in users/search by username and read its tags. */
export const userTagsQuery = (user: Pick<User, "id" | "username">) =>
  queryOptions({
    queryKey: profileKeys.tags(user.id),
    queryFn: async ({ signal }): Promise<TagBrief[]> => {
      const result = await call(
        userEndpoints.searchUsers,
        { query: { q: user.username, page_size: 50 } },
        { signal, overlay: false },
      );
      return result.users.data.find((row) => row.id === user.id)?.tags ?? [];
    },
  });

export type AuditEntry = EndpointAnswer<typeof userEndpoints.getUserAudit>["data"][number];
export const auditQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: profileKeys.audit(id, page),
    queryFn: ({ signal }) =>
      call(userEndpoints.getUserAudit, { params: { id }, query: { page, page_size: 50 } }, { signal }),
  });

export const allTagsQuery = () =>
  queryOptions({
    queryKey: ["tags", "options"] as const,
    queryFn: ({ signal }) =>
      call(tagEndpoints.listTags, { query: { page_size: 200 } }, { signal, overlay: false }),
  });

/**
 * What a form of each part sends: the admin's fields are the own fields and a few more (salary, notes,
 * username…), so one body type serves both; the own form leaves the admin's fields out.
 */
type PartBodies = {
  basic: EndpointBody<typeof endpoints.updateUserBasicProfile>;
  student: EndpointBody<typeof endpoints.updateUserStudentProfile>;
  teacher: EndpointBody<typeof endpoints.updateUserTeacherProfile>;
};
export type ProfilePart = keyof PartBodies;
export type ProfilePartBody<P extends ProfilePart> = PartBodies[P];

const partUpdates: { [P in ProfilePart]: (target: ProfileTarget, body: PartBodies[P]) => Promise<Profile> } =
  {
    basic: (target, body) =>
      target.kind === "admin"
        ? call(endpoints.updateUserBasicProfile, { params: { id: target.userId }, body })
        : call(endpoints.updateBasicProfile, { body }),
    student: (target, body) =>
      target.kind === "admin"
        ? call(endpoints.updateUserStudentProfile, { params: { id: target.userId }, body })
        : call(endpoints.updateStudentProfile, { body }),
    teacher: (target, body) =>
      target.kind === "admin"
        ? call(endpoints.updateUserTeacherProfile, { params: { id: target.userId }, body })
        : call(endpoints.updateTeacherProfile, { body }),
  };

export function updateProfilePart<P extends ProfilePart>(
  part: P,
  target: ProfileTarget,
  body: ProfilePartBody<P>,
): Promise<Profile> {
  return partUpdates[part](target, body);
}

export const toggleActive = (userId: number, isActive: boolean) =>
  call(userEndpoints.toggleUsersActive, { body: { user_id: userId, is_active: isActive } });

export const setRole = (userId: number, role: AssignableRole, add: boolean) =>
  add
    ? call(userEndpoints.addUserRole, { params: { role, id: userId } })
    : call(userEndpoints.removeUserRole, { params: { role, id: userId } });

export const attachTags = (userId: number, tagIds: number[]) =>
  call(tagEndpoints.attachUserTags, { params: { id: userId }, body: { tag_ids: tagIds } });
export const detachTags = (userId: number, tagIds: number[]) =>
  call(tagEndpoints.detachUserTags, { params: { id: userId }, body: { tag_ids: tagIds } });

export const connectStudents = (parentId: number, studentIds: number[]) =>
  call(relationEndpoints.connectParentStudent, { body: { parent_user_id: parentId, users: studentIds } });
export const disconnectStudent = (parentId: number, studentId: number) =>
  call(relationEndpoints.disconnectParentStudent, {
    body: { parent_user_id: parentId, user_id: studentId },
  });

export const createResetUrl = (userId: number) =>
  call(accountEndpoints.resetUrl, { body: { user_id: userId } });

export const userPickQuery = (q: string, role: "student" | "parent") =>
  queryOptions({
    queryKey: ["users", "pick", q, role] as const,
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q: q || undefined, role, page_size: 20 } },
        { signal, overlay: false },
      ),
  });

/**
 * POST image (multipart field `image`) as a profile photo: `purpose=photo` keeps it personal (only
 * those who may read the profile see it). Failures are shown by the caller (413, 415, 422 messages).
 */
export function uploadImage(file: File): Promise<ImageUploadResult> {
  return call(uploadEndpoints.uploadImage, { form: { purpose: "photo", image: file } }, { silent: true });
}

/** PATCH student/survey/{id}: admin, the student, or one of the student's parents; replaces the answers. */
export const updateSurvey = (
  studentId: number,
  survey: EndpointBody<typeof endpoints.updateStudentSurveyById>["survey"],
) => call(endpoints.updateStudentSurveyById, { params: { id: studentId }, body: { survey } });

/** DELETE users/{id} (admin; never oneself). */
export const deleteUser = (userId: number) => call(userEndpoints.deleteUser, { params: { id: userId } });
