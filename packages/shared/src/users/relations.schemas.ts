import { z } from "zod";
import { userSchema } from "../accounts/accounts.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";

export const userPageSchema = pagedListSchema(userSchema);

export const studentsQuerySchema = z.object({ ...pageQueryShape, q: z.string().trim().max(100).optional() });
export const parentSearchQuerySchema = z.object({
  ...pageQueryShape,
  q: z.string().trim().max(100).optional(),
});
export const studentsForTeacherQuerySchema = z.object({
  ...pageQueryShape,
  user_id: dbIdSchema,
});

export const connectStudentsSchema = z.object({
  parent_user_id: dbIdValueSchema,
  users: z.array(dbIdValueSchema).min(1, { error: "v.required" }).max(50),
});
export type ConnectStudentsInput = z.infer<typeof connectStudentsSchema>;

export const disconnectStudentSchema = z.object({
  parent_user_id: dbIdValueSchema,
  user_id: dbIdValueSchema,
});
export type DisconnectStudentInput = z.infer<typeof disconnectStudentSchema>;

/** A student's link code for a parent: single use, valid 7 days. */
export const PARENT_LINK_TOKEN_DAYS = 7;
export const parentLinkTokenSchema = z.object({ token: z.string(), expires_at: z.string() });
export const connectByTokenSchema = z.object({
  token: z.string().trim().min(1, { error: "v.required" }).max(128),
});
