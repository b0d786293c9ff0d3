import {
  type CreateSchoolInput,
  SCHOOL_TEXT_FIELDS,
  type SchoolControl,
  type SchoolDetail,
  type UpdateSchoolInput,
} from "@edu/shared/schools";
import { toChineseTexts, toTranslationsPatch } from "../../../content-admin";

type TextField = (typeof SCHOOL_TEXT_FIELDS)[number];

/** A school's own fields as the create and edit forms hold them ("" for nothing typed). */
export type SchoolFieldValues = {
  name_en: string;
  name_zh_tw: string;
  name_zh_cn: string;
  city: string;
  state: string;
  zip: string;
  url: string;
  net_price_url: string;
  control: SchoolControl | "";
  overview: string;
  translations: ReturnType<typeof toChineseTexts<TextField>>;
};

const TEXT_KEYS = [
  "name_en",
  "name_zh_tw",
  "name_zh_cn",
  "city",
  "state",
  "zip",
  "url",
  "net_price_url",
  "overview",
] as const;

export function emptySchoolFields(): SchoolFieldValues {
  return {
    name_en: "",
    name_zh_tw: "",
    name_zh_cn: "",
    city: "",
    state: "",
    zip: "",
    url: "",
    net_price_url: "",
    control: "",
    overview: "",
    translations: toChineseTexts<TextField>(undefined, SCHOOL_TEXT_FIELDS),
  };
}

export function schoolFieldsOf(school: SchoolDetail): SchoolFieldValues {
  return {
    name_en: school.name_en,
    name_zh_tw: school.names["zh-TW"] ?? "",
    name_zh_cn: school.names["zh-CN"] ?? "",
    city: school.city,
    state: school.state,
    zip: school.zip,
    url: school.url,
    net_price_url: school.net_price_url,
    control: school.control ?? "",
    overview: school.overview,
    translations: toChineseTexts<TextField>(school.translations, SCHOOL_TEXT_FIELDS),
  };
}

const hasChineseText = (values: SchoolFieldValues) =>
  SCHOOL_TEXT_FIELDS.some(
    (field) => values.translations["zh-TW"][field].trim() || values.translations["zh-CN"][field].trim(),
  );

/** POST schools: what was typed (nothing for an empty field), the English name always. */
export function createSchoolPayload(values: SchoolFieldValues): CreateSchoolInput {
  const payload: Record<string, unknown> = { name_en: values.name_en.trim() };
  for (const key of TEXT_KEYS) {
    const text = values[key].trim();
    if (key !== "name_en" && text) payload[key] = key === "state" ? text.toUpperCase() : text;
  }
  if (values.control) payload.control = values.control;
  if (hasChineseText(values))
    payload.translations = toTranslationsPatch(values.translations, SCHOOL_TEXT_FIELDS);
  return payload as CreateSchoolInput;
}

/**
 * PUT schools/{id}: only the fields that changed. A field sent is one staff set by hand, which a later
 * Scorecard import keeps, so untouched fields are not sent.
 */
export function changedSchoolPayload(
  initial: SchoolFieldValues,
  values: SchoolFieldValues,
): UpdateSchoolInput {
  const payload: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) {
    const text = values[key].trim();
    if (text !== initial[key].trim()) payload[key] = key === "state" ? text.toUpperCase() : text;
  }
  if (values.control !== initial.control && values.control) payload.control = values.control;
  const translationsChanged = SCHOOL_TEXT_FIELDS.some(
    (field) =>
      values.translations["zh-TW"][field].trim() !== initial.translations["zh-TW"][field].trim() ||
      values.translations["zh-CN"][field].trim() !== initial.translations["zh-CN"][field].trim(),
  );
  if (translationsChanged)
    payload.translations = toTranslationsPatch(values.translations, SCHOOL_TEXT_FIELDS);
  return payload as UpdateSchoolInput;
}
