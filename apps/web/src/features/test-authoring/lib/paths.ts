import { KEY_PATTERN, TEST_TYPES, type TestType } from "@edu/shared/test-engine";

/**
 * The editor's addresses (spec 03 §2 Tests). `testType` is the form's type in lower case (sat, act, toefl,
 * custom); `testTypeId` the form's id; `sectionId`, `passageId` keys inside the form. A question outside
 * a section's address (/tests/{testType}/{questionId}) names its form too: `<formId>-<itemKey>`.
 */
export const authoringPaths = {
  list: "/tests/list",
  bank: "/questions",
  bankAdd: "/questions/add",
  form: (type: TestType, formId: number) => `/tests/${slug(type)}/edit/test?form=${formId}`,
  newForm: (type: TestType) => `/tests/${slug(type)}/edit/test`,
  section: (type: TestType, formId: number, section: string) =>
    `/tests/${slug(type)}/test/${formId}/section/${section}`,
  sectionQuestion: (type: TestType, formId: number, section: string, item: string) =>
    `${authoringPaths.section(type, formId, section)}/question/${item}`,
  passage: (type: TestType, formId: number, section: string, passage: string) =>
    `${authoringPaths.section(type, formId, section)}/passage/${passage}`,
  newPassage: (type: TestType, formId: number, section: string) =>
    `${authoringPaths.section(type, formId, section)}/passage/create`,
  question: (type: TestType, formId: number, item: string) => `/tests/${slug(type)}/${formId}-${item}`,
  choice: (type: TestType, formId: number, item: string, choice: string) =>
    `/tests/${slug(type)}/${formId}-${item}/${choice}`,
  newQuestion: (type: TestType, formId: number, module: string) =>
    `/tests/${slug(type)}/question/create?form=${formId}&module=${module}`,
};

const slug = (type: TestType) => type.toLowerCase();

/** sat → SAT; anything else undefined. */
export function typeParam(value: string | undefined): TestType | undefined {
  const upper = value?.toUpperCase();
  return TEST_TYPES.find((type) => type === upper);
}

/** A positive whole id, else undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

export const keyParam = (value: string | null | undefined) =>
  value && KEY_PATTERN.test(value) ? value : undefined;

/** "12-rw1-q3" → form 12, item "rw1-q3" (a form id is digits only, so the first "-" ends it). */
export function questionParam(value: string | undefined): { formId: number; item: string } | undefined {
  const match = /^([1-9]\d{0,9})-(.+)$/.exec(value ?? "");
  const item = keyParam(match?.[2]);
  return match && item ? { formId: Number(match[1]), item } : undefined;
}
