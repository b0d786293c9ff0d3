import type { Currency } from "@edu/shared";
import {
  GREET_MEETING_DEFAULTS,
  type greetMeetingEndpoints,
  PRIVATE_LESSON_DEFAULTS,
  PRIVATE_LESSON_TEXT_FIELDS,
  PRIVATE_LESSON_TYPES,
  type PrivateLesson,
  type PrivateLessonTextField,
  type privateLessonEndpoints,
  type TimeslotPeriod,
} from "@edu/shared/lessons";
import type { FormErrors } from "@mantine/form";
import type { EndpointBody } from "../../../lib/endpoint-client";
import { minorToInput, parseMoneyInput } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { toChineseTexts, toTranslationsPatch } from "../../content-admin";

/**
 * The private/custom lesson form (spec 02 "Private lesson", "Lesson request", "Teacher in a class",
 * §9 defaults). Money fields hold major units as typed; the payload turns them into minor units
 * through @edu/shared money. Action modes (A/U/D) are never sent: the server computes them from the
 * stored state, so a row the form drops is removed only because it is absent from the new list.
 */

/** /private/{privateType}/…: "custom-lessons" (or "custom") is a custom lesson, anything else private. */
export function lessonTypeOf(privateType: string | undefined): 1 | 2 {
  return privateType === "custom-lessons" || privateType === "custom"
    ? PRIVATE_LESSON_TYPES.custom
    : PRIVATE_LESSON_TYPES.private;
}

export type TimeslotRow = { from: string; to: string; times: number | string; per: TimeslotPeriod };

export type StudentRow = {
  student_user_id: number;
  name: string;
  fee: string;
  fee_currency: Currency;
  online_fee: string;
  online_fee_currency: Currency;
  need_pay_first: boolean;
  default_parents_receivers: number[];
};

export type TeacherRow = {
  teacher_user_id: number;
  name: string;
  salary: string;
  salary_currency: Currency;
  online_salary: string;
  online_salary_currency: Currency;
  salary_unit: string;
  can_see_others: boolean;
  need_to_intro: boolean;
  is_update_teacher_bio: boolean;
  bio_en: string;
  bio_zh: string;
};

export type PrivateLessonFormValues = {
  type: 1 | 2;
  /** The base (English) title; the Chinese titles are in `translations`. */
  title: string;
  translations: Record<"zh-TW" | "zh-CN", Record<PrivateLessonTextField, string>>;
  subject_type: string;
  subject: string;
  is_online: boolean;
  request_time_info: string;
  request_content: string;
  contact_tool_preference: string;
  started_date: string;
  started_time: string;
  timezone: string;
  duration_hours: number | string;
  duration_minutes: number | string;
  address: string;
  look_for_teacher: boolean;
  admin_note: string;
  teacher_note: string;
  session_class_timeslots: TimeslotRow[];
  lesson_requests: StudentRow[];
  teachers: TeacherRow[];
  mail_content: string;
  mail_to_teachers: boolean;
  mail_to_students: boolean;
  mail_to_parents: boolean;
};

const DEFAULT_CURRENCY = PRIVATE_LESSON_DEFAULTS.currency as Currency;

/** A new lesson's form: spec §9 (2 h 0 min, Asia/Taipei, one timeslot 2 per M, contact tool 1). */
export function newLessonValues(type: 1 | 2): PrivateLessonFormValues {
  return {
    type,
    title: "",
    translations: toChineseTexts(undefined, PRIVATE_LESSON_TEXT_FIELDS),
    subject_type: "",
    subject: "",
    is_online: false,
    request_time_info: "",
    request_content: "",
    contact_tool_preference: String(PRIVATE_LESSON_DEFAULTS.contact_tool_preference),
    started_date: "",
    started_time: "",
    timezone: PRIVATE_LESSON_DEFAULTS.timezone,
    duration_hours: PRIVATE_LESSON_DEFAULTS.duration_hours,
    duration_minutes: PRIVATE_LESSON_DEFAULTS.duration_minutes,
    address: "",
    look_for_teacher: false,
    admin_note: "",
    teacher_note: "",
    session_class_timeslots: PRIVATE_LESSON_DEFAULTS.session_class_timeslots.map((slot) => ({
      from: slot.from ?? "",
      to: slot.to ?? "",
      times: slot.times,
      per: slot.per,
    })),
    lesson_requests: [],
    teachers: [],
    mail_content: "",
    mail_to_teachers: false,
    mail_to_students: false,
    mail_to_parents: false,
  };
}

export const defaultTimeslot = (): TimeslotRow => ({ from: "", to: "", times: 2, per: "M" });

type Person = { id: number; username: string; first_name: string; last_name: string };

/** A student picked in the form: fee 0 TWD, no online fee, pay-first off. */
export function newStudentRow(person: Person): StudentRow {
  return {
    student_user_id: person.id,
    name: displayName(person),
    fee: "0",
    fee_currency: DEFAULT_CURRENCY,
    online_fee: "",
    online_fee_currency: DEFAULT_CURRENCY,
    need_pay_first: false,
    default_parents_receivers: [],
  };
}

/** A teacher picked in the form: salary per hour (unit 3, §9) in TWD. */
export function newTeacherRow(person: Person): TeacherRow {
  return {
    teacher_user_id: person.id,
    name: displayName(person),
    salary: "0",
    salary_currency: DEFAULT_CURRENCY,
    online_salary: "",
    online_salary_currency: DEFAULT_CURRENCY,
    salary_unit: String(PRIVATE_LESSON_DEFAULTS.salary_unit),
    can_see_others: false,
    need_to_intro: true,
    is_update_teacher_bio: true,
    bio_en: "",
    bio_zh: "",
  };
}

const hhmm = (value: string | null): string => (value ? value.slice(0, 5) : "");
const moneyText = (minor: number | null, currency: string | null): string =>
  minor === null ? "" : minorToInput(minor, currency ?? DEFAULT_CURRENCY);

/** An existing lesson's form (GET get-custom-lesson). */
export function valuesFromLesson(lesson: PrivateLesson): PrivateLessonFormValues {
  return {
    type:
      lesson.type === PRIVATE_LESSON_TYPES.custom
        ? PRIVATE_LESSON_TYPES.custom
        : PRIVATE_LESSON_TYPES.private,
    title: lesson.title,
    translations: toChineseTexts(lesson.translations, PRIVATE_LESSON_TEXT_FIELDS),
    subject_type: lesson.subject_type,
    subject: lesson.subject,
    is_online: lesson.is_online,
    request_time_info: lesson.request_time_info,
    request_content: lesson.request_content,
    contact_tool_preference: String(lesson.contact_tool_preference),
    started_date: lesson.started_date ?? "",
    started_time: hhmm(lesson.started_time),
    timezone: lesson.timezone,
    duration_hours: lesson.duration_hours,
    duration_minutes: lesson.duration_minutes,
    address: lesson.address,
    look_for_teacher: lesson.look_for_teacher,
    admin_note: lesson.admin_note,
    teacher_note: lesson.teacher_note,
    session_class_timeslots: lesson.session_class_timeslots.map((slot) => ({
      from: hhmm(slot.from),
      to: hhmm(slot.to),
      times: slot.times,
      per: slot.per,
    })),
    lesson_requests: lesson.lesson_requests.map((r) => ({
      student_user_id: r.student_user_id,
      name: displayName(r.student),
      fee: moneyText(r.fee, r.fee_currency),
      fee_currency: (r.fee_currency ?? DEFAULT_CURRENCY) as Currency,
      online_fee: moneyText(r.online_fee, r.online_fee_currency),
      online_fee_currency: (r.online_fee_currency ?? r.fee_currency ?? DEFAULT_CURRENCY) as Currency,
      need_pay_first: r.need_pay_first,
      default_parents_receivers: r.default_parents_receivers,
    })),
    teachers: lesson.teachers.map((tc) => ({
      teacher_user_id: tc.teacher_user_id,
      name: displayName(tc.teacher),
      salary: moneyText(tc.salary, tc.salary_currency),
      salary_currency: (tc.salary_currency ?? DEFAULT_CURRENCY) as Currency,
      online_salary: moneyText(tc.online_salary, tc.online_salary_currency),
      online_salary_currency: (tc.online_salary_currency ??
        tc.salary_currency ??
        DEFAULT_CURRENCY) as Currency,
      salary_unit: String(tc.salary_unit),
      can_see_others: tc.can_see_others,
      need_to_intro: tc.need_to_intro,
      is_update_teacher_bio: tc.is_update_teacher_bio,
      bio_en: tc.bio_en,
      bio_zh: tc.bio_zh,
    })),
    mail_content: lesson.mail_content,
    mail_to_teachers: lesson.mail_to_teachers,
    mail_to_students: lesson.mail_to_students,
    mail_to_parents: lesson.mail_to_parents,
  };
}

const toNumber = (value: number | string): number =>
  typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);

/** Required money: an empty field is 0. Bad text is NaN, so the schema reports it on the field. */
const requiredMoney = (text: string, currency: string): number => parseMoneyInput(text, currency) ?? 0;

/**
 * Spec 02 §5: the lesson's start goes as one value, date plus time with seconds ("YYYY-MM-DD HH:mm:ss"),
 * or null when either is missing (a date alone is no start).
 */
export function startedAt(date: string, time: string): string | null {
  const day = date.trim();
  const clock = time.trim();
  if (day === "" || clock === "") return null;
  return `${day} ${/^\d{2}:\d{2}$/.test(clock) ? `${clock}:00` : clock}`;
}

/**
 * The form's errors on its own fields: the start is sent as one value (`started_at`), typed as a date
 * and a time; a refused start is shown on the date.
 */
export function lessonFormErrors(errors: FormErrors): FormErrors {
  if (!("started_at" in errors)) return errors;
  const { started_at: start, ...rest } = errors;
  return { ...rest, started_date: rest.started_date ?? start };
}

type AddLessonBody = EndpointBody<typeof privateLessonEndpoints.addCustomLesson>;
type UpdateLessonBody = EndpointBody<typeof privateLessonEndpoints.createUpdateCustomLesson>;

/**
 * What POST add-custom-lesson / update-custom-lesson receive. Rows carry no action_mode and no
 * ticket id (the server keeps or makes them); an online amount is sent only when typed.
 */
export function toLessonPayload(values: PrivateLessonFormValues): AddLessonBody;
export function toLessonPayload(values: PrivateLessonFormValues, classId: number): UpdateLessonBody;
export function toLessonPayload(
  values: PrivateLessonFormValues,
  classId?: number,
): AddLessonBody | UpdateLessonBody;
export function toLessonPayload(
  values: PrivateLessonFormValues,
  classId?: number,
): AddLessonBody | UpdateLessonBody {
  return {
    ...(classId !== undefined && { class_id: classId }),
    type: values.type,
    title: values.title,
    translations: toTranslationsPatch(values.translations, PRIVATE_LESSON_TEXT_FIELDS),
    subject_type: values.subject_type,
    subject: values.subject,
    is_online: values.is_online,
    request_time_info: values.request_time_info,
    request_content: values.request_content,
    contact_tool_preference: Number(values.contact_tool_preference),
    started_at: startedAt(values.started_date, values.started_time),
    timezone: values.timezone.trim(),
    duration_hours: toNumber(values.duration_hours),
    duration_minutes: toNumber(values.duration_minutes),
    address: values.address,
    look_for_teacher: values.look_for_teacher,
    admin_note: values.admin_note,
    teacher_note: values.teacher_note,
    session_class_timeslots: values.session_class_timeslots.map((slot) => ({
      from: slot.from.trim() || null,
      to: slot.to.trim() || null,
      times: toNumber(slot.times),
      per: slot.per,
    })),
    lesson_requests: values.lesson_requests.map((row) => {
      const onlineFee = parseMoneyInput(row.online_fee, row.online_fee_currency);
      return {
        student_user_id: row.student_user_id,
        fee: requiredMoney(row.fee, row.fee_currency),
        fee_currency: row.fee_currency,
        online_fee: onlineFee,
        online_fee_currency: onlineFee === null ? null : row.online_fee_currency,
        need_pay_first: row.need_pay_first,
        default_parents_receivers: row.default_parents_receivers,
      };
    }),
    teachers: values.teachers.map((row) => {
      const onlineSalary = parseMoneyInput(row.online_salary, row.online_salary_currency);
      return {
        teacher_user_id: row.teacher_user_id,
        salary: requiredMoney(row.salary, row.salary_currency),
        salary_currency: row.salary_currency,
        online_salary: onlineSalary,
        online_salary_currency: onlineSalary === null ? null : row.online_salary_currency,
        salary_unit: Number(row.salary_unit),
        can_see_others: row.can_see_others,
        need_to_intro: row.need_to_intro,
        is_update_teacher_bio: row.is_update_teacher_bio,
        bio_en: row.bio_en,
        bio_zh: row.bio_zh,
      };
    }),
    mail_content: values.mail_content,
    mail_to_teachers: values.mail_to_teachers,
    mail_to_students: values.mail_to_students,
    mail_to_parents: values.mail_to_parents,
  };
}

/** Adds a person once (a second pick of the same user is ignored). */
export function addOnce<T>(rows: readonly T[], row: T, key: (row: T) => number): T[] {
  return rows.some((r) => key(r) === key(row)) ? [...rows] : [...rows, row];
}

/** Every IANA zone the browser knows, with the current value kept even if it is not listed. */
export function timezoneOptions(current: string): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.("timeZone") ?? [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

export type GreetMeetingFormValues = {
  is_decided: boolean;
  /** YYYY-MM-DD in `timezone`. */
  date: string;
  /** HH:mm in `timezone`. */
  time: string;
  timezone: string;
  is_same_address: boolean;
  address: string;
  duration_minutes: number;
};

/** "YYYY-MM-DD" of `now` on the wall clock of `timezone`. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * Spec 02 §3's default meeting-time object: a decided time, today at 08:00 in Asia/Taipei, at the
 * class's address, 30 minutes.
 */
export function newGreetMeetingValues(now: Date = new Date()): GreetMeetingFormValues {
  return {
    is_decided: GREET_MEETING_DEFAULTS.isDecidedMeetingTime,
    date: todayIn(GREET_MEETING_DEFAULTS.timezone, now),
    time: GREET_MEETING_DEFAULTS.time,
    timezone: GREET_MEETING_DEFAULTS.timezone,
    is_same_address: GREET_MEETING_DEFAULTS.isSameOfClassAddress,
    address: GREET_MEETING_DEFAULTS.address,
    duration_minutes: GREET_MEETING_DEFAULTS.duration_minutes,
  };
}

/** POST greet-meeting: the class's teachers meet the family; an undecided time is sent as null. */
export function greetMeetingPayload(
  values: GreetMeetingFormValues,
  lesson: { class_id: number; teachers: readonly { teacher_user_id: number }[] },
): EndpointBody<typeof greetMeetingEndpoints.createGreetMeeting> {
  const decided = values.is_decided && values.date.trim() !== "" && values.time.trim() !== "";
  return {
    session_class_id: lesson.class_id,
    teacher_user_ids: lesson.teachers.map((tc) => tc.teacher_user_id),
    timezone: values.timezone,
    is_same_address: values.is_same_address,
    address: values.is_same_address ? "" : values.address.trim(),
    started_at: decided ? `${values.date.trim()} ${values.time.trim().slice(0, 5)}:00` : null,
    duration_minutes: values.duration_minutes,
  };
}
