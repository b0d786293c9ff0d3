import { z } from "zod";
import { richTextSchema } from "../content/rich-text.schemas";
import { timezoneSchema } from "../lessons/lesson-logs.schemas";
import { flag01Schema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";

/** Spec 02 §3 to-do, §9: 15-minute steps, units M/H/D, Asia/Taipei, badge capped at 99. */
export const TODO_REMINDER_UNITS = ["M", "H", "D"] as const;
export type TodoReminderUnit = (typeof TODO_REMINDER_UNITS)[number];
export const TODO_DEFAULT_TIMEZONE = "Asia/Taipei";
export const TODO_BADGE_MAX = 99;
export const TODO_MEMBERS_MAX = 50;
/** 00:00, 00:15, … 23:45. */
export const TODO_TIME_STEPS: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});
export const TODO_STATUS = { pending: 0, done: 1 } as const;

const date = z.iso.date({ error: "v.todo_date_format" });
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)(:00)?$/, { error: "v.todo_time_step" })
  .transform((value) => value.slice(0, 5));
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), schema.nullish());

const memberRefSchema = z.object({ user_id: dbIdValueSchema });

/**
 * POST todos and the whole-form PATCH. On the wire `need_reminder` 0 means a reminder IS wanted
 * (the spec's quirk: the box is labelled "no reminder needed"); the answer keeps the same meaning.
 */
export const todoInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: "v.todo_title_required" })
      .max(200, { error: "v.text_too_long" }),
    status: z.union([z.literal(0), z.literal(1)]).default(0),
    is_all_day: flag01Schema.default(false),
    timezone: timezoneSchema.default(TODO_DEFAULT_TIMEZONE),
    from_date: z.preprocess((value) => (value === "" ? undefined : value), date.optional()),
    from_time: optional(time),
    to_date: optional(date),
    to_time: optional(time),
    need_reminder: flag01Schema.default(false),
    reminder_number: z.coerce.number().int().min(0).max(999).default(0),
    reminder_unit: z.enum(TODO_REMINDER_UNITS).default("M"),
    url: z.string().trim().max(2048, { error: "v.text_too_long" }).default(""),
    location: z.string().trim().max(300, { error: "v.text_too_long" }).default(""),
    notes: richTextSchema.default(""),
    related_members: z.array(memberRefSchema).max(TODO_MEMBERS_MAX).default([]),
    responsible_members: z.array(memberRefSchema).max(TODO_MEMBERS_MAX).default([]),
  })
  .superRefine((todo, ctx) => {
    if (!todo.from_date)
      ctx.addIssue({ code: "custom", path: ["from_date"], message: "v.todo_from_date_required" });
    if (!todo.is_all_day && !todo.from_time)
      ctx.addIssue({ code: "custom", path: ["from_time"], message: "v.todo_time_required" });
    const from = `${todo.from_date ?? ""} ${todo.is_all_day ? "00:00" : (todo.from_time ?? "")}`;
    const to = `${todo.to_date ?? todo.from_date ?? ""} ${todo.is_all_day ? "23:59" : (todo.to_time ?? "23:59")}`;
    if ((todo.to_date || todo.to_time) && to < from)
      ctx.addIssue({ code: "custom", path: ["to_date"], message: "v.end_before_start" });
    // An address to open: ours (a path) or http(s); never javascript: and the like.
    if (todo.url && !/^(\/(?!\/)|https?:\/\/)/i.test(todo.url))
      ctx.addIssue({ code: "custom", path: ["url"], message: "v.http_url" });
  });
export type TodoInput = z.infer<typeof todoInputSchema>;

/** PATCH todos/{id}: `{ status }` alone toggles done/pending; anything else is the whole form. */
export const todoStatusOnlySchema = z.object({ status: z.union([z.literal(0), z.literal(1)]) }).strict();
export const updateTodoSchema = z.union([todoStatusOnlySchema, todoInputSchema]);

export const todoMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
});
export type TodoMember = z.infer<typeof todoMemberSchema>;

export const todoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  is_all_day: z.union([z.literal(0), z.literal(1)]),
  timezone: z.string(),
  from_date: z.string(),
  from_time: z.string().nullable(),
  to_date: z.string().nullable(),
  to_time: z.string().nullable(),
  need_reminder: z
    .union([z.literal(0), z.literal(1)])
    .describe("0: a reminder is wanted (the spec's meaning)"),
  reminder_number: z.number().int(),
  reminder_unit: z.enum(TODO_REMINDER_UNITS),
  remind_at: z.string().nullable().describe("when the reminder goes out (UTC); null without one"),
  reminded_at: z.string().nullable(),
  url: z.string(),
  location: z.string(),
  notes: z.string(),
  related_members: z.array(todoMemberSchema),
  responsible_members: z.array(todoMemberSchema),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;

export const todoListQuerySchema = z.object({
  ...pageQueryShape,
  query_string: z.string().trim().max(100, { error: "v.text_too_long" }).optional(),
  /** Items this user is responsible for, related to, or created ("my items"). */
  user_id: dbIdSchema.optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type TodoListQuery = z.infer<typeof todoListQuerySchema>;
export const todoPageSchema = pagedListSchema(todoSchema);
export const todoIdParamsSchema = z.object({ id: dbIdSchema });
