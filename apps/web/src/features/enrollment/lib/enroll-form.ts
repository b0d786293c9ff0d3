import {
  type EnrollmentCurrency,
  type EnrollmentForm,
  type EnrollmentRole,
  type EnrollmentType,
  enrollmentStepOneSchema,
  enrollmentStepTwoSchema,
  type TutoringMode,
} from "@edu/shared";
import type { FormErrors } from "@mantine/form";
import { zodFormValidator } from "../../../lib/form-errors";

/** One student row of the form; `key` only keeps React rows stable. */
export type StudentValues = {
  key: string;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  school: string;
  grade: string;
};

/** Every field of the spec's enrollment form (§3), as the three steps edit them. */
export type EnrollValues = {
  role: EnrollmentRole;
  contact: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    home_phone: string;
    address: string;
    line_id: string;
  };
  students: StudentValues[];
  course_session_ids: string[];
  type: EnrollmentType;
  tutoring_mode: TutoringMode;
  previous_classes: string;
  mandarin_help: "" | "yes" | "no";
  referral: string;
  group_enrollment: string;
  payment_way: string;
  currency: EnrollmentCurrency;
  notes: string;
};

let keySeed = 0;
export const newRowKey = () => {
  keySeed += 1;
  return `student-${keySeed}`;
};

export const emptyStudent = (): StudentValues => ({
  key: newRowKey(),
  user_id: null,
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  school: "",
  grade: "",
});

export const initialEnrollValues = (): EnrollValues => ({
  role: "parent",
  contact: { first_name: "", last_name: "", email: "", phone: "", home_phone: "", address: "", line_id: "" },
  students: [emptyStudent()],
  course_session_ids: [],
  type: "group",
  tutoring_mode: "in-person",
  previous_classes: "",
  mandarin_help: "",
  referral: "",
  group_enrollment: "",
  payment_way: "",
  currency: "TWD",
  notes: "",
});

const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value);

/** What step one sends (without the draft reference). */
export function toStepOnePayload(values: EnrollValues) {
  return {
    role: values.role,
    contact: {
      first_name: values.contact.first_name,
      last_name: blankToUndefined(values.contact.last_name),
      email: values.contact.email,
      phone: values.contact.phone,
      home_phone: blankToUndefined(values.contact.home_phone),
      address: blankToUndefined(values.contact.address),
      line_id: blankToUndefined(values.contact.line_id),
    },
    students: values.students.map((student) => ({
      user_id: student.user_id ?? undefined,
      first_name: student.first_name,
      last_name: blankToUndefined(student.last_name),
      email: student.email,
      phone: blankToUndefined(student.phone),
      school: blankToUndefined(student.school),
      grade: blankToUndefined(student.grade),
    })),
  };
}

/** What step two sends (form_id is added by the caller; a placeholder keeps validation honest). */
export function toStepTwoPayload(values: EnrollValues) {
  return {
    course_session_ids: values.course_session_ids.map(Number),
    type: values.type,
    tutoring_mode: values.tutoring_mode,
    previous_classes: blankToUndefined(values.previous_classes),
    mandarin_help: values.mandarin_help === "" ? undefined : values.mandarin_help === "yes",
    referral: blankToUndefined(values.referral),
    group_enrollment: blankToUndefined(values.group_enrollment),
    payment_way: blankToUndefined(values.payment_way),
    currency: values.currency,
    notes: blankToUndefined(values.notes),
  };
}

const validateStepOne = zodFormValidator<EnrollValues>(enrollmentStepOneSchema, toStepOnePayload);
const validateStepTwo = zodFormValidator<EnrollValues>(enrollmentStepTwoSchema, (values) => ({
  form_id: 1,
  ...toStepTwoPayload(values),
}));

/**
 * Client-side validation of one step with the shared schema (the server runs the same one). Step one
 * includes the rule that all students' and the parent's emails are distinct (spec §5).
 */
export function validateEnrollStep(step: 0 | 1, values: EnrollValues): FormErrors {
  return step === 0 ? validateStepOne(values) : validateStepTwo(values);
}

/** Which step a server field error belongs to: student and contact fields live on step one. */
export function stepOfField(field: string): 0 | 1 | 2 {
  if (field === "role" || field === "captcha" || field.startsWith("contact") || field.startsWith("students"))
    return 0;
  if (field === "confirm") return 2;
  return 1;
}

/** Fills the form from a stored draft (resume). */
export function valuesFromForm(form: EnrollmentForm): EnrollValues {
  const base = initialEnrollValues();
  return {
    ...base,
    role: form.role,
    contact: { ...form.contact },
    students:
      form.students.length > 0
        ? form.students.map((student) => ({ ...student, key: newRowKey() }))
        : base.students,
    course_session_ids: form.course_session_ids.map(String),
    type: form.type ?? base.type,
    tutoring_mode: form.tutoring_mode ?? base.tutoring_mode,
    previous_classes: form.previous_classes,
    mandarin_help: form.mandarin_help === null ? "" : form.mandarin_help ? "yes" : "no",
    referral: form.referral,
    group_enrollment: form.group_enrollment,
    payment_way: form.payment_way,
    currency: form.currency ?? base.currency,
    notes: form.notes,
  };
}

/** The step a resumed draft opens at: the one after the last completed step. */
export const resumeStep = (form: EnrollmentForm): 0 | 1 | 2 => (form.step >= 2 ? 2 : form.step >= 1 ? 1 : 0);

/** /enroll?course_session_ids=12 or 12,14 (a class page's Enroll) → [12, 14]; anything else is ignored. */
export function carriedSessionIds(value: string | null): number[] {
  return (value ?? "")
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}
