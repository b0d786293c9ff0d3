import type { Currency } from "@edu/shared";
import {
  DEFAULT_ATTENDANCE_STATUS,
  DEFAULT_LESSON_DURATION,
  DEFAULT_LESSON_TIMEZONE,
  type lessonLogEndpoints,
  type NextTeachingLog,
  type TeachingLog,
} from "@edu/shared/lessons";
import type { EndpointBody } from "../../../lib/endpoint-client";
import { minorToInput, parseMoneyInput } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";

/** One student row of the log form. */
export type LogStudentRow = {
  student_class_ticket_id: number;
  student_user_id: number;
  name: string;
  attendance_status: string;
  has_vocab_test: boolean;
  comment: string;
};

export type LogFormValues = {
  teacher_user_id: string | null;
  /** YYYY-MM-DD in `timezone`. */
  date: string;
  /** HH:mm in `timezone`. */
  time: string;
  timezone: string;
  duration_hours: number | string;
  duration_minutes: number | string;
  /** Major units as typed (staff only). */
  salary: string;
  salary_currency: Currency;
  content: string;
  homework: string;
  note: string;
  mail_to_students: boolean;
  mail_to_parents: boolean;
  students: LogStudentRow[];
};

type Person = { id: number; username: string; first_name: string; last_name: string };

/** "YYYY-MM-DD HH:mm:ss" (or with a T) → the date and HH:mm fields; blanks for anything else. */
export function splitLocalDateTime(value: string | null | undefined): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value ?? "");
  return match ? { date: match[1] ?? "", time: match[2] ?? "" } : { date: "", time: "" };
}

/** The date and time fields as the wire's started_at ("" when either is missing: the schema refuses it). */
export function joinLocalDateTime(date: string, time: string): string {
  const d = date.trim();
  const t = time.trim();
  if (!d || !t) return "";
  return /^\d{2}:\d{2}$/.test(t) ? `${d} ${t}:00` : `${d} ${t}`;
}

const toNumber = (value: number | string): number =>
  typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);

const studentRow = (s: {
  student_class_ticket_id: number | null;
  student_user_id: number;
  student: Person;
  attendance_status: number;
  has_vocab_test: boolean;
  comment?: string;
}): LogStudentRow | null =>
  s.student_class_ticket_id === null
    ? null
    : {
        student_class_ticket_id: s.student_class_ticket_id,
        student_user_id: s.student_user_id,
        name: displayName(s.student),
        attendance_status: String(s.attendance_status || DEFAULT_ATTENDANCE_STATUS),
        has_vocab_test: s.has_vocab_test,
        comment: s.comment ?? "",
      };

/** A new log's form from GET next-teaching-log (every placed student, present by default). */
export function valuesFromNext(next: NextTeachingLog): LogFormValues {
  const { date, time } = splitLocalDateTime(next.started_at);
  const currency = (next.salary_currency ?? "TWD") as Currency;
  return {
    teacher_user_id: next.teacher_user_id === null ? null : String(next.teacher_user_id),
    date,
    time,
    timezone: next.timezone || DEFAULT_LESSON_TIMEZONE,
    duration_hours: next.duration_hours ?? DEFAULT_LESSON_DURATION.hours,
    duration_minutes: next.duration_minutes ?? DEFAULT_LESSON_DURATION.minutes,
    salary: next.salary === null ? "" : minorToInput(next.salary, currency),
    salary_currency: currency,
    content: "",
    homework: "",
    note: "",
    mail_to_students: false,
    mail_to_parents: false,
    students: next.students.flatMap(
      (s) => studentRow({ ...s, attendance_status: DEFAULT_ATTENDANCE_STATUS }) ?? [],
    ),
  };
}

/** An existing log's form (GET teaching-log/{id}). */
export function valuesFromLog(log: TeachingLog): LogFormValues {
  const { date, time } = splitLocalDateTime(log.started_at_local);
  const currency = (log.salary_currency ?? "TWD") as Currency;
  return {
    teacher_user_id: String(log.teacher_user_id),
    date,
    time,
    timezone: log.timezone,
    duration_hours: log.duration_hours,
    duration_minutes: log.duration_minutes,
    salary: log.salary === null ? "" : minorToInput(log.salary, currency),
    salary_currency: currency,
    content: log.content,
    homework: log.homework,
    note: log.note,
    mail_to_students: log.mail_to_students,
    mail_to_parents: log.mail_to_parents,
    students: log.students.flatMap((s) => studentRow(s) ?? []),
  };
}

type CreateLogBody = EndpointBody<typeof lessonLogEndpoints.createLessonLog>;
type UpdateLogBody = EndpointBody<typeof lessonLogEndpoints.updateLessonLogById>;

/**
 * What the form sends (POST or PATCH (admin/)lesson-log, group-lesson-log). Teachers never send a
 * teacher or salary (the server logs them as themselves with the class terms); staff send the salary
 * only when one is typed. Fees are not edited here: new students get the class terms, kept ones keep
 * theirs.
 */
export function toLogPayload(
  values: LogFormValues,
  options: { isStaff: boolean; classId: number },
): CreateLogBody;
export function toLogPayload(
  values: LogFormValues,
  options: { isStaff: boolean; classId?: number },
): CreateLogBody | UpdateLogBody;
export function toLogPayload(
  values: LogFormValues,
  options: { isStaff: boolean; classId?: number },
): CreateLogBody | UpdateLogBody {
  const salary = values.salary.trim() === "" ? null : parseMoneyInput(values.salary, values.salary_currency);
  return {
    ...(options.classId !== undefined && { class_id: options.classId }),
    ...(options.isStaff && values.teacher_user_id && { teacher_user_id: Number(values.teacher_user_id) }),
    ...(options.isStaff && salary !== null && { salary, salary_currency: values.salary_currency }),
    started_at: joinLocalDateTime(values.date, values.time),
    timezone: values.timezone.trim(),
    duration_hours: toNumber(values.duration_hours),
    duration_minutes: toNumber(values.duration_minutes),
    content: values.content,
    homework: values.homework,
    note: values.note,
    mail_to_students: values.mail_to_students,
    mail_to_parents: values.mail_to_parents,
    students: values.students.map((row) => ({
      student_class_ticket_id: row.student_class_ticket_id,
      attendance_status: Number(row.attendance_status),
      has_vocab_test: row.has_vocab_test,
      comment: row.comment,
    })),
  };
}

/**
 * Where a wire field's error is shown in the form: started_at on the date, students.N.x on the row,
 * anything else on the field of the same name.
 */
export function formErrorPath(path: string): string {
  if (path === "started_at") return "date";
  return path;
}

/** Placed students not yet in the form, for the "add student" picker. */
export function addableStudents(
  placed: NextTeachingLog["students"],
  rows: readonly LogStudentRow[],
): NextTeachingLog["students"] {
  const taken = new Set(rows.map((row) => row.student_class_ticket_id));
  return placed.filter((s) => !taken.has(s.student_class_ticket_id));
}

/** A row for a placed student added to the form (present by default). */
export function rowForPlaced(student: NextTeachingLog["students"][number]): LogStudentRow {
  return {
    student_class_ticket_id: student.student_class_ticket_id,
    student_user_id: student.student_user_id,
    name: displayName(student.student),
    attendance_status: String(DEFAULT_ATTENDANCE_STATUS),
    has_vocab_test: false,
    comment: "",
  };
}

/** A new log with no previous teacher: the class's first teacher (staff choose among them). */
export function withDefaultTeacher(
  values: LogFormValues,
  teachers: readonly { id: number }[],
): LogFormValues {
  if (values.teacher_user_id !== null || !teachers[0]) return values;
  return { ...values, teacher_user_id: String(teachers[0].id) };
}
