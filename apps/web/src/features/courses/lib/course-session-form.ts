import {
  COURSE_SESSION_TEXT_FIELDS,
  type CourseSession,
  type CourseSessionTextField,
  type CourseSessionType,
  type Currency,
  createCourseSessionSchema,
  updateCourseSessionSchema,
} from "@edu/shared";
import { zodFormValidator } from "../../../lib/form-errors";
import { minorToInput, parseMoneyInput } from "../../../lib/format-money";
import { toChineseTexts, toTranslationsPatch } from "../../content-admin";

/** The course session form as typed: text inputs hold text; the fee is in major units. */
export type CourseSessionValues = {
  course_id: string | null;
  type: CourseSessionType;
  title: string;
  short_name: string;
  city: string;
  fee: string;
  currency: Currency;
  need_pay_first: boolean;
  is_online: boolean;
  start_date: string;
  end_date: string;
  date: string;
  time_from: string;
  time_to: string;
  test_templates: string[];
  session_templates: string[];
  class_templates: string[];
  tags: string[];
  active: boolean;
  /** Chinese title, short name, city and schedule; the base fields are the English. */
  translations: Record<"zh-TW" | "zh-CN", Record<CourseSessionTextField, string>>;
};

export function toCourseSessionValues(session: CourseSession | null): CourseSessionValues {
  return {
    course_id: session?.course_id ? String(session.course_id) : null,
    type: session?.type ?? "group",
    title: session?.title ?? "",
    short_name: session?.short_name ?? "",
    city: session?.city ?? "",
    fee: session ? minorToInput(session.fee, session.currency) : "",
    currency: session?.currency ?? "TWD",
    need_pay_first: session?.need_pay_first ?? false,
    is_online: session?.is_online ?? false,
    start_date: session?.start_date ?? "",
    end_date: session?.end_date ?? "",
    date: session?.date ?? "",
    time_from: session?.time_from ?? "",
    time_to: session?.time_to ?? "",
    test_templates: session?.test_templates ?? [],
    session_templates: session?.session_templates ?? [],
    class_templates: session?.class_templates ?? [],
    tags: session?.tags ?? [],
    active: session?.active ?? true,
    translations: toChineseTexts(session?.translations, COURSE_SESSION_TEXT_FIELDS),
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** What is sent: every field of the spec's course session; the fee in minor units (null: per lesson). */
export function toCourseSessionPayload(values: CourseSessionValues) {
  return {
    course_id: values.course_id ? Number(values.course_id) : null,
    type: values.type,
    title: values.title.trim(),
    short_name: values.short_name.trim(),
    city: values.city.trim(),
    fee: parseMoneyInput(values.fee, values.currency),
    currency: values.currency,
    need_pay_first: values.need_pay_first,
    is_online: values.is_online,
    start_date: orNull(values.start_date),
    end_date: orNull(values.end_date),
    date: values.date.trim(),
    time_from: orNull(values.time_from),
    time_to: orNull(values.time_to),
    test_templates: values.test_templates,
    session_templates: values.session_templates,
    class_templates: values.class_templates,
    tags: values.tags,
    active: values.active,
    translations: toTranslationsPatch(values.translations, COURSE_SESSION_TEXT_FIELDS),
  };
}

/** The shared schema, run on what would be sent (create and edit differ only in defaults). */
export const validateCourseSession = (mode: "create" | "edit") =>
  zodFormValidator<CourseSessionValues>(
    mode === "create" ? createCourseSessionSchema : updateCourseSessionSchema,
    toCourseSessionPayload,
  );
