import { z } from "zod";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";

/**
 * LINE notes (spec 01 §7 messaging notes): what families send the school's LINE official account,
 * received by the Messaging API webhook and shown to staff per user.
 */
export const LINE_NOTE_KINDS = ["message", "follow", "unfollow"] as const;
export type LineNoteKind = (typeof LINE_NOTE_KINDS)[number];

/** Media messages whose content LINE keeps for a while (sync fetches it, see POST line-notes/sync). */
export const LINE_MEDIA_TYPES = ["image", "video", "audio", "file"] as const;

/** Whether the school's LINE official account (Messaging API channel) is configured, and the last sync. */
export const lineNotesStatusSchema = z.object({
  configured: z.boolean(),
  last_sync_at: z.string().nullable(),
});
export type LineNotesStatus = z.infer<typeof lineNotesStatusSchema>;

export const lineLastSyncSchema = z.object({
  last_sync_at: z.string().nullable().describe("When POST line-notes/sync last finished; null: never"),
});
export type LineLastSync = z.infer<typeof lineLastSyncSchema>;

export const lineNoteSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LINE_NOTE_KINDS),
  /** LINE's message type: text, image, sticker, location, …; null for follow/unfollow. */
  message_type: z.string().nullable(),
  /** The text of a text message; a sticker's or location's short description; else null. */
  text: z.string().nullable(),
  /** Media messages: pending (not fetched yet), fetched, expired (LINE no longer has it); else null. */
  content_status: z.enum(["pending", "fetched", "expired"]).nullable(),
  content_type: z.string().nullable(),
  content_bytes: z.number().int().nullable(),
  /** When LINE says it happened (the event's timestamp). */
  occurred_at: z.string(),
  created_at: z.string(),
});
export type LineNote = z.infer<typeof lineNoteSchema>;

export const lineNotesUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The user linked LINE (users.line_user_id). */
  line_linked: z.boolean(),
  /** LINE profile name, as of the last sync. */
  line_display_name: z.string().nullable(),
  /** false after the user blocked (unfollowed) the official account; null: not known. */
  following: z.boolean().nullable(),
});
export type LineNotesUser = z.infer<typeof lineNotesUserSchema>;

export const lineNotesPageSchema = pagedListSchema(lineNoteSchema).extend({ user: lineNotesUserSchema });
export type LineNotesPage = z.infer<typeof lineNotesPageSchema>;

export const lineNotesParamsSchema = z.object({ userId: dbIdSchema });
export const lineNotesQuerySchema = z.object(pageQueryShape);
export type LineNotesQuery = z.infer<typeof lineNotesQuerySchema>;

export const lineSyncResultSchema = z.object({
  synced_at: z.string(),
  /** LINE profiles read (display name, following or not) of users who linked LINE. */
  profiles_updated: z.number().int(),
  /** Earlier events of LINE users who have since linked their account, now attached to them. */
  events_attached: z.number().int(),
  /** Media contents fetched (stored size and type), and those LINE no longer had. */
  contents_fetched: z.number().int(),
  contents_expired: z.number().int(),
  /** Calls LINE refused or that failed (tried again at the next sync). */
  failures: z.number().int(),
});
export type LineSyncResult = z.infer<typeof lineSyncResultSchema>;

export const lineWebhookAnswerSchema = z.object({
  received: z.literal(true),
  stored: z.number().int(),
  duplicates: z.number().int(),
  counted: z.number().int(),
});

/** The LINE notification outbox, for admins (as GET mail-outbox is for mail). */
export const LINE_PUSH_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type LinePushStatus = (typeof LINE_PUSH_STATUSES)[number];

export const linePushQuerySchema = z.object({
  user_id: dbIdSchema.optional(),
  status: z.enum(LINE_PUSH_STATUSES).optional(),
  kind: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type LinePushQuery = z.infer<typeof linePushQuerySchema>;

export const linePushItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  text: z.string(),
  kind: z.string(),
  meta: z.record(z.string(), z.unknown()),
  status: z.enum(LINE_PUSH_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type LinePushItem = z.infer<typeof linePushItemSchema>;

export const linePushListSchema = z.object({
  /** false: the official account is not configured, nothing is queued or pushed. */
  configured: z.boolean(),
  data: z.array(linePushItemSchema),
});
