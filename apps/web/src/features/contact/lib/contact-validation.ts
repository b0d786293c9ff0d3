import { contactUsSchema } from "@edu/shared/contact";
import type { FormErrors } from "@mantine/form";
import type { TFunction } from "i18next";

export type ContactValues = { name: string; email: string; phone: string; message: string; captcha: string };

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", phone: "", message: "", captcha: "" };

/** Catalogue keys of the shared schema → this feature's texts (spec: "please enter name", …). */
const MESSAGES: Record<string, string> = {
  "v.contact_name_required": "errors.nameRequired",
  "v.contact_message_required": "errors.messageRequired",
  "v.captcha_required": "errors.captchaRequired",
  "v.email_format": "errors.emailFormat",
  "v.phone_min": "errors.phoneMin",
  "v.text_too_long": "errors.tooLong",
};

/** What is sent: trimmed text, empty optional fields left out. */
export function toContactPayload(values: ContactValues, captchaKey: string) {
  const email = values.email.trim();
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    message: values.message.trim(),
    captcha: values.captcha.trim(),
    captcha_key: captchaKey,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
  };
}

/** Validates with the shared contact-us schema; field errors in the interface language. */
export function validateContact(values: ContactValues, captchaKey: string, t: TFunction): FormErrors {
  const result = contactUsSchema.safeParse(toContactPayload(values, captchaKey));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    const target = field === "captcha_key" ? "captcha" : field;
    if (target in errors) continue;
    const key = MESSAGES[issue.message];
    errors[target] = key ? t(key) : t("errors.invalid");
  }
  return errors;
}

/** A 422 from the server: the first message of each field, on the matching input. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const target = field === "captcha_key" ? "captcha" : field;
    if (messages[0] && !(target in out)) out[target] = messages[0];
  }
  return out;
}
