import type { Locale } from "@edu/shared";
import { schoolsMessages } from "@edu/shared/schools";
import type { FieldErrors } from "../../http/app-error";
import { AppError } from "../../http/app-error";

type SchoolsMessageKey = keyof typeof schoolsMessages.en;

/** A schools message in the reader's language, read from the domain's own table. */
export const schoolsText = (locale: Locale, key: SchoolsMessageKey): string => schoolsMessages[locale][key];

/** A 422 on one field with a schools message already in the reader's language. */
export const schoolFieldError = (locale: Locale, field: string, key: SchoolsMessageKey): AppError =>
  new AppError("validation_failed", { fieldErrors: { [field]: [{ text: schoolsText(locale, key) }] } });

/**
 * The 409 for a name that is another school's (or this school's in the same language): the field's text
 * names that school in the reader's language, so the form can say whose name it is.
 */
export function aliasTakenError(
  locale: Locale,
  field: string,
  owner: { id: number; name: string },
): AppError {
  const fieldErrors: FieldErrors = {
    [field]: [{ text: schoolsText(locale, "school_alias_taken_by").replace("{school}", owner.name) }],
  };
  return new AppError("conflict", { fieldErrors, details: { school_id: owner.id, school_name: owner.name } });
}
