import { type FieldTranslations, resolveField } from "../i18n/field-translations";
import type { Locale } from "../i18n/locales";
import { type MessageKey, translateMessage } from "../i18n/messages";

/**
 * Titles of the to-dos the system opens: a code and its parameters, rendered in the
 * reader's language (`todoTitleText`, messages `todo_title.<code>`). `texts`: an event's title already
 * written in every language (openEventTodo), picked per reader.
 */
export const TODO_TITLE_CODES = [
  "attendance_missing",
  "proof_to_verify",
  "problem_to_answer",
  "invitation_unanswered",
  "receivable_due",
  "texts",
] as const;
export type TodoTitleCode = (typeof TODO_TITLE_CODES)[number];

/**
 * label: what the to-do is about (a class: its base name, with `label_translations` the class's own
 * translations, resolved per reader like every class name; a bill's title: as typed); day: a school
 * date or time; teacher: a person's name as written.
 */
export type TodoTitleParams = {
  label?: string;
  label_translations?: FieldTranslations<"name"> | null;
  day?: string;
  teacher?: string;
  texts?: Partial<Record<Locale, string>>;
};

const fill = (text: string, values: Record<string, string | undefined>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A system to-do's title in `locale`, the class named in that language. */
export function todoTitleText(locale: Locale, code: TodoTitleCode, params: TodoTitleParams | null): string {
  if (code === "texts") return params?.texts?.[locale] ?? params?.texts?.en ?? "";
  const label = resolveField(params?.label, params?.label_translations, "name", locale);
  return fill(translateMessage(locale, `todo_title.${code}` as MessageKey), {
    label,
    day: params?.day,
    teacher: params?.teacher,
  });
}
