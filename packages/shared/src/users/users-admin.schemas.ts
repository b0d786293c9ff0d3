import { z } from "zod";
import { userSchema } from "../accounts/accounts.schemas";
import { ASSIGNABLE_ROLES, ROLES } from "../accounts/roles";
import { flag01Schema } from "../system/input.schemas";
import {
  afterIdQueryShape,
  dbIdSchema,
  dbIdValueSchema,
  pagedListSchema,
  pageQueryShape,
  queryBooleanSchema,
  queryListSchema,
} from "../system/paging.schemas";
import { tagBriefSchema } from "../tags/tags.schemas";

/** `name`: first name, then last name (the to-do staff picker sends order_by=name, spec 02 §7). */
export const USER_ORDER_BY = ["id", "username", "first_name", "last_name", "name", "created_at"] as const;
export const SEARCH_MODES = ["any", "all"] as const;

/** GET users/search (spec §7). `subjects[]` and `tag_ids[]` are accepted as the bracketed keys too. */
export const userSearchQuerySchema = z.object({
  ...pageQueryShape,
  ...afterIdQueryShape,
  is_active: queryBooleanSchema.optional(),
  tag_mode: z.enum(SEARCH_MODES).default("any"),
  subject_mode: z.enum(SEARCH_MODES).default("any"),
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  tag_ids: queryListSchema(dbIdSchema),
  "tag_ids[]": queryListSchema(dbIdSchema),
  subjects: queryListSchema(z.string().trim().max(60)),
  "subjects[]": queryListSchema(z.string().trim().max(60)),
  order_by: z.enum(USER_ORDER_BY).default("id"),
  order_direction: z.enum(["asc", "desc"]).default("asc"),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export const userWithTagsSchema = userSchema.extend({ tags: z.array(tagBriefSchema) });
export type UserWithTags = z.infer<typeof userWithTagsSchema>;

export const userSearchResultSchema = z.object({ users: pagedListSchema(userWithTagsSchema) });
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const SEARCH_ALL_ACTIVE_LIMIT = 500;
export const searchAllActiveQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_ALL_ACTIVE_LIMIT).default(SEARCH_ALL_ACTIVE_LIMIT),
});
/** A user for pickers: no contact details. */
export const userPickSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(z.enum(ROLES)),
});
export type UserPick = z.infer<typeof userPickSchema>;
export const searchAllActiveResultSchema = z.object({ data: z.array(userPickSchema) });

export const toggleActiveSchema = z.object({ user_id: dbIdValueSchema, is_active: flag01Schema });
export type ToggleActiveInput = z.infer<typeof toggleActiveSchema>;

export const roleParamsSchema = z.object({ role: z.enum(ASSIGNABLE_ROLES), id: dbIdSchema });
export const userIdParamsSchema = z.object({ id: dbIdSchema });

export const mergeSidesSchema = z
  .object({ from_user_id: dbIdValueSchema, to_user_id: dbIdValueSchema })
  .refine((value) => value.from_user_id !== value.to_user_id, {
    error: "v.merge_same_user",
    path: ["to_user_id"],
  });

export const MERGE_SIDES = ["from", "to"] as const;
/**
 * keep: which side wins for a field both users have set differently. Keys as conflict-data answers
 * them: `email`, `username`, `first_name`, … for the user, `<table>.<column>` for profile parts.
 * Without an entry, `to`'s non-empty value is kept and gaps are filled from `from`.
 */
export const mergeUsersSchema = z
  .object({
    from_user_id: dbIdValueSchema,
    to_user_id: dbIdValueSchema,
    keep: z.record(z.string().max(120), z.enum(MERGE_SIDES)).optional(),
  })
  .refine((value) => value.from_user_id !== value.to_user_id, {
    error: "v.merge_same_user",
    path: ["to_user_id"],
  });
export type MergeUsersInput = z.infer<typeof mergeUsersSchema>;

export const mergeConflictSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export const mergeConflictDataSchema = z.object({
  from_user: userSchema,
  to_user: userSchema,
  conflicts: z.array(mergeConflictSchema).describe("fields both users have set, differently"),
  roles: z.object({ from: z.array(z.enum(ROLES)), to: z.array(z.enum(ROLES)) }),
  shared_tags: z.array(tagBriefSchema),
  shared_parent_ids: z.array(z.number().int()),
  shared_student_ids: z.array(z.number().int()),
});
export type MergeConflictData = z.infer<typeof mergeConflictDataSchema>;

export const mergeResultSchema = z.object({
  user: userSchema,
  moved: z.record(z.string(), z.number().int()).describe("rows moved per table.column"),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export const auditPageSchema = pagedListSchema(auditEntrySchema);
