import {
  TODO_BADGE_MAX,
  TODO_DEFAULT_TIMEZONE,
  type Todo,
  type TodoReminderUnit,
  type todoEndpoints,
} from "@edu/shared";
import type { EndpointBody } from "../../../lib/endpoint-client";

/** The panel's tabs (spec 02 §2): pending, done, the form, mine. */
export const TODO_TABS = ["todoList", "checkedList", "newTodo", "myList"] as const;
export type TodoTab = (typeof TODO_TABS)[number];

/** Phones (spec 02 §9: width 768 or less) always show the menu; wider screens may collapse it. */
export const TODO_PHONE_QUERY = "(max-width: 768px)";

/** An item whose start date is before today shows as late (spec 02 §4); done items never are. */
export function isLate(todo: Pick<Todo, "status" | "from_date">, today: string): boolean {
  return todo.status === 0 && todo.from_date < today;
}

/** The opener's badge: my pending count, capped at 99 (spec 02 §9); nothing when none. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return String(Math.min(count, TODO_BADGE_MAX));
}

export type TodoFormValues = {
  title: string;
  is_all_day: boolean;
  timezone: string;
  from_date: string;
  from_time: string | null;
  to_date: string;
  to_time: string | null;
  /** The box "no reminder needed"; on the wire need_reminder 1 (the spec's quirk). */
  no_reminder: boolean;
  reminder_number: number;
  reminder_unit: TodoReminderUnit;
  url: string;
  location: string;
  notes: string;
  related_members: number[];
  responsible_members: number[];
};

/** A new item: today, the current page's address, the current user responsible (spec 02 §6). */
export function newTodoValues(today: string, currentUrl: string, userId: number | undefined): TodoFormValues {
  return {
    title: "",
    is_all_day: false,
    timezone: TODO_DEFAULT_TIMEZONE,
    from_date: today,
    from_time: null,
    to_date: "",
    to_time: null,
    no_reminder: false,
    reminder_number: 0,
    reminder_unit: "M",
    url: currentUrl,
    location: "",
    notes: "",
    related_members: [],
    responsible_members: userId ? [userId] : [],
  };
}

export function todoToValues(todo: Todo): TodoFormValues {
  return {
    title: todo.title,
    is_all_day: todo.is_all_day === 1,
    timezone: todo.timezone,
    from_date: todo.from_date,
    from_time: todo.from_time,
    to_date: todo.to_date ?? "",
    to_time: todo.to_time,
    no_reminder: todo.need_reminder === 1,
    reminder_number: todo.reminder_number,
    reminder_unit: todo.reminder_unit,
    url: todo.url,
    location: todo.location,
    notes: todo.notes,
    related_members: todo.related_members.map((m) => m.user_id),
    responsible_members: todo.responsible_members.map((m) => m.user_id),
  };
}

/** The wire form: times dropped when all day, need_reminder 0 when a reminder is wanted. */
export function valuesToPayload(values: TodoFormValues): EndpointBody<typeof todoEndpoints.createTodo> {
  return {
    title: values.title,
    is_all_day: values.is_all_day ? 1 : 0,
    timezone: values.timezone,
    from_date: values.from_date,
    from_time: values.is_all_day ? null : values.from_time,
    to_date: values.to_date || null,
    to_time: values.is_all_day ? null : values.to_time,
    need_reminder: values.no_reminder ? 1 : 0,
    reminder_number: values.reminder_number,
    reminder_unit: values.reminder_unit,
    url: values.url,
    location: values.location,
    notes: values.notes,
    related_members: values.related_members.map((user_id) => ({ user_id })),
    responsible_members: values.responsible_members.map((user_id) => ({ user_id })),
  };
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
