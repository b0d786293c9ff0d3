import { z } from "zod";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";

/**
 * A parent–student link asked for by the parent (bind-parent, link-student) waits for the student,
 * a parent already linked to that student, or an admin to confirm it; until then it grants nothing.
 * The mailed confirmation link is single use and expires with the request.
 */
export const PARENT_LINK_REQUEST_DAYS = 7;
/** At most this many requests of one parent wait at a time (each one mails a student). */
export const MAX_OPEN_PARENT_LINK_REQUESTS = 20;
export const PARENT_LINK_REQUEST_VIAS = ["bind-parent", "link-student"] as const;

export const parentLinkRequestSchema = z.object({
  id: z.number().int(),
  status: z.literal("pending"),
  via: z.enum(PARENT_LINK_REQUEST_VIAS),
  parent_id: z.number().int(),
  parent_username: z.string(),
  parent_name: z.string(),
  parent_email: z.string().nullable(),
  student_id: z.number().int(),
  student_email: z.string().nullable(),
  /** Withheld (null) from the parent who asked: the link does not exist yet. */
  student_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The viewer may confirm (the student, a parent already linked to them, an admin). */
  can_confirm: z.boolean(),
  /** The viewer asked for this link (and may withdraw it). */
  is_mine: z.boolean(),
});
export type ParentLinkRequest = z.infer<typeof parentLinkRequestSchema>;

export const parentLinkRequestPageSchema = pagedListSchema(parentLinkRequestSchema);
export const parentLinkRequestsQuerySchema = z.object(pageQueryShape);

export const parentLinkRequestParamsSchema = z.object({
  id: dbIdSchema,
});

export const parentLinkTokenInputSchema = z.object({
  token: z.string().trim().min(1, { error: "v.required" }).max(128),
});

/** What confirm and decline answer: the request as it was, and what became of it. */
export const parentLinkDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(["confirmed", "declined", "withdrawn"]),
  parent_id: z.number().int(),
  student_id: z.number().int(),
});
export type ParentLinkDecision = z.infer<typeof parentLinkDecisionSchema>;

/** Added to the answers of bind-parent and link-student: links that still wait for confirmation. */
export const pendingLinksShape = {
  pending: z.boolean(),
  link_requests: z.array(parentLinkRequestSchema),
};
