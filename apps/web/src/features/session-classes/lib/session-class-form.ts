import {
  createSessionClassSchema,
  SESSION_CLASS_TEXT_FIELDS,
  type SessionClass,
  type SessionClassTextField,
  updateSessionClassSchema,
} from "@edu/shared";
import { localizeMessage, zodFormValidator } from "../../../lib/form-errors";
import { toChineseTexts, toTranslationsPatch } from "../../content-admin";

export type SessionClassValues = {
  course_session_id: string | null;
  name: string;
  teacher_ids: string[];
  ta_ids: string[];
  start_date: string;
  end_date: string;
  schedule: string;
  time_from: string;
  time_to: string;
  timezone: string;
  is_online: boolean;
  room: string;
  address: string;
  online_link: string;
  capacity: string;
  notes: string;
  /** Chinese name, schedule, address and notes; the base fields are the English. */
  translations: Record<"zh-TW" | "zh-CN", Record<SessionClassTextField, string>>;
};

export const TIMEZONES = ["Asia/Taipei", "Asia/Shanghai", "America/Los_Angeles", "America/New_York", "UTC"];

export function toSessionClassValues(cls: SessionClass | null, courseSessionId?: number): SessionClassValues {
  return {
    course_session_id: cls ? String(cls.course_session_id) : courseSessionId ? String(courseSessionId) : null,
    name: cls?.name ?? "",
    teacher_ids: cls?.teachers.map((person) => String(person.id)) ?? [],
    ta_ids: cls?.tas.map((person) => String(person.id)) ?? [],
    start_date: cls?.start_date ?? "",
    end_date: cls?.end_date ?? "",
    schedule: cls?.schedule ?? "",
    time_from: cls?.time_from ?? "",
    time_to: cls?.time_to ?? "",
    timezone: cls?.timezone ?? "Asia/Taipei",
    is_online: cls?.is_online ?? false,
    room: cls?.room ?? "",
    address: cls?.address ?? "",
    online_link: cls?.online_link ?? "",
    capacity: cls?.capacity === null || cls?.capacity === undefined ? "" : String(cls.capacity),
    notes: cls?.notes ?? "",
    translations: toChineseTexts(cls?.translations, SESSION_CLASS_TEXT_FIELDS),
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

export function toSessionClassPayload(values: SessionClassValues) {
  return {
    // 0 fails the schema's "positive" check, so a missing session shows on the field.
    course_session_id: values.course_session_id ? Number(values.course_session_id) : 0,
    name: values.name.trim(),
    teacher_ids: values.teacher_ids.map(Number),
    ta_ids: values.ta_ids.map(Number),
    start_date: orNull(values.start_date),
    end_date: orNull(values.end_date),
    schedule: values.schedule.trim(),
    time_from: orNull(values.time_from),
    time_to: orNull(values.time_to),
    timezone: values.timezone.trim(),
    is_online: values.is_online,
    room: values.room.trim(),
    address: values.address.trim(),
    online_link: values.online_link.trim(),
    capacity: values.capacity.trim() === "" ? null : Number(values.capacity),
    notes: values.notes.trim(),
    translations: toTranslationsPatch(values.translations, SESSION_CLASS_TEXT_FIELDS),
  };
}

export function validateSessionClass(mode: "create" | "edit") {
  const validate = zodFormValidator<SessionClassValues>(
    mode === "create" ? createSessionClassSchema : updateSessionClassSchema,
    toSessionClassPayload,
  );
  return (values: SessionClassValues) => {
    const errors = validate(values);
    if (!values.course_session_id) errors.course_session_id = localizeMessage("v.required");
    return errors;
  };
}
