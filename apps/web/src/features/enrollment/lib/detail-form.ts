import {
  type EnrolledSession,
  type EnrolledSessionDetailUpdate,
  type EnrollmentCurrency,
  type EnrollmentType,
  enrolledSessionDetailUpdateSchema,
  enrollmentEmailClash,
  type TutoringMode,
} from "@edu/shared";
import type { FormErrors } from "@mantine/form";
import { localizeMessage, zodFormValidator } from "../../../lib/form-errors";

/** The admin edit form of one enrollment (/enrollment/{id}): every field of the spec's form (§3) it holds. */
export type DetailValues = {
  student_first_name: string;
  student_last_name: string;
  student_email: string;
  student_phone: string;
  school: string;
  grade: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  home_phone: string;
  address: string;
  line_id: string;
  type: EnrollmentType;
  tutoring_mode: TutoringMode;
  previous_classes: string;
  mandarin_help: "" | "yes" | "no";
  referral: string;
  group_enrollment: string;
  payment_way: string;
  currency: EnrollmentCurrency;
  notes: string;
  admin_note: string;
};

const TEXT_FIELDS = [
  "student_first_name",
  "student_last_name",
  "student_email",
  "student_phone",
  "school",
  "grade",
  "contact_name",
  "contact_email",
  "contact_phone",
  "home_phone",
  "address",
  "line_id",
  "previous_classes",
  "referral",
  "group_enrollment",
  "payment_way",
  "notes",
  "admin_note",
] as const satisfies ReadonlyArray<keyof DetailValues>;

export function detailValuesFrom(row: EnrolledSession): DetailValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, row[field] ?? ""])) as Pick<
    DetailValues,
    (typeof TEXT_FIELDS)[number]
  >;
  return {
    ...texts,
    type: row.type,
    tutoring_mode: row.tutoring_mode,
    mandarin_help: row.mandarin_help === null ? "" : row.mandarin_help ? "yes" : "no",
    currency: row.currency,
  };
}

const mandarin = (value: DetailValues["mandarin_help"]) => (value === "" ? null : value === "yes");

/**
 * What the PATCH sends: the id and only the fields that differ from the loaded enrollment (texts trimmed),
 * so a field the admin did not touch is never re-validated or overwritten.
 */
export function toDetailPayload(id: number, values: DetailValues, initial: DetailValues) {
  const payload: Record<string, unknown> = { id };
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== initial[field].trim()) payload[field] = value;
  }
  for (const field of ["type", "tutoring_mode", "currency"] as const) {
    if (values[field] !== initial[field]) payload[field] = values[field];
  }
  if (values.mandarin_help !== initial.mandarin_help) payload.mandarin_help = mandarin(values.mandarin_help);
  return payload as EnrolledSessionDetailUpdate;
}

/** Does the form hold any change worth sending? */
export const hasDetailChanges = (values: DetailValues, initial: DetailValues) =>
  Object.keys(toDetailPayload(0, values, initial)).length > 1;

/**
 * Client-side check with the shared schema (the server runs the same one), plus spec §5's rule that the
 * student's and the parent's emails differ (the server also compares the form's other students).
 */
export function detailValidator(id: number, contactRole: string, initial: DetailValues) {
  const schemaErrors = zodFormValidator<DetailValues>(enrolledSessionDetailUpdateSchema, (values) =>
    toDetailPayload(id, values, initial),
  );
  return (values: DetailValues): FormErrors => {
    const errors = schemaErrors(values);
    const payload = toDetailPayload(id, values, initial);
    if (payload.student_email === undefined && payload.contact_email === undefined) return errors;
    const clash = enrollmentEmailClash(contactRole, {
      student: values.student_email,
      contact: values.contact_email,
    });
    if (clash) {
      const field =
        clash === "student_email" && payload.student_email === undefined ? "contact_email" : clash;
      if (!errors[field]) errors[field] = localizeMessage("enrollment_emails_distinct");
    }
    return errors;
  };
}
