import { type FieldTranslations, LOCALES, type SessionClassTextField } from "@edu/shared";
import type { PrivateLessonTextField } from "@edu/shared/lessons";

/**
 * A private lesson's title is its class's name, so its translations are the class's `name`
 * translations (mails, greet meetings and calendar feeds read them there); the lesson's answers and
 * form call the field `title`.
 */
export function titleTranslations(
  stored: FieldTranslations<SessionClassTextField> | null | undefined,
): FieldTranslations<PrivateLessonTextField> {
  const out: FieldTranslations<PrivateLessonTextField> = {};
  for (const locale of LOCALES) {
    const name = stored?.[locale]?.name;
    if (name !== undefined) out[locale] = { title: name };
  }
  return out;
}

/** The title translations a save sends, as the class's `name` translations (the class's other texts untouched). */
export function classNameTranslations(
  sent: FieldTranslations<PrivateLessonTextField> | undefined,
): FieldTranslations<SessionClassTextField> | undefined {
  if (!sent) return undefined;
  const out: FieldTranslations<SessionClassTextField> = {};
  for (const locale of LOCALES) {
    const title = sent[locale]?.title;
    if (title !== undefined) out[locale] = { name: title };
  }
  return out;
}
