import {
  COURSE_CATEGORIES,
  type Course,
  type CourseCategory,
  type CourseSeason,
  createCourseSchema,
  updateCourseSchema,
} from "@edu/shared";
import { LOCALES, type Locale } from "@edu/shared/i18n";
import { zodFormValidator } from "../../../lib/form-errors";

type Texts = { title: string; description: string; price_text: string };
export type CourseValues = {
  translations: Record<Locale, Texts>;
  category: CourseCategory;
  season: CourseSeason;
  show_index: boolean;
  is_visible: boolean;
  order: string;
};

export function toCourseValues(course: Course | null): CourseValues {
  const texts = (locale: Locale): Texts => {
    const stored = course?.translations[locale];
    return {
      title: stored?.title ?? "",
      description: stored?.description ?? "",
      price_text: stored?.price_text ?? "",
    };
  };
  return {
    translations: Object.fromEntries(LOCALES.map((locale) => [locale, texts(locale)])) as Record<
      Locale,
      Texts
    >,
    category: course?.category ?? COURSE_CATEGORIES[0],
    season: course?.season ?? "year_round",
    show_index: course?.show_index ?? false,
    is_visible: course?.is_visible ?? true,
    order: String(course?.order ?? 0),
  };
}

/** English is required and complete; a Chinese field left empty shows English to readers. */
export function toCoursePayload(values: CourseValues) {
  const trim = (texts: Texts) => ({
    title: texts.title.trim(),
    description: texts.description.trim(),
    price_text: texts.price_text.trim(),
  });
  return {
    translations: Object.fromEntries(LOCALES.map((locale) => [locale, trim(values.translations[locale])])),
    category: values.category,
    season: values.season,
    show_index: values.show_index,
    is_visible: values.is_visible,
    order: values.order.trim() === "" ? 0 : Number(values.order),
  };
}

export const validateCourse = (mode: "create" | "edit") =>
  zodFormValidator<CourseValues>(
    mode === "create" ? createCourseSchema : updateCourseSchema,
    toCoursePayload,
  );
