import { registerSchema } from "@edu/shared";
import { zodFormValidator } from "../../../lib/form-errors";
import { currentLocale } from "../../../lib/i18n";

export type RegisterValues = {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  captcha: string;
  captcha_key: string;
};

export const emptyRegisterValues: RegisterValues = {
  username: "",
  email: "",
  first_name: "",
  last_name: "",
  password: "",
  password_confirmation: "",
  captcha: "",
  captcha_key: "",
};

export const toRegisterPayload = (values: RegisterValues, lineToken?: string | null) => ({
  username: values.username.trim(),
  email: values.email.trim(),
  first_name: values.first_name.trim() || undefined,
  last_name: values.last_name.trim() || undefined,
  password: values.password,
  password_confirmation: values.password_confirmation,
  captcha: values.captcha.trim(),
  captcha_key: values.captcha_key,
  lang: currentLocale(),
  ...(lineToken ? { line_user_id_token: lineToken } : {}),
});

/** Client-side check with the shared schema (the server checks the same, and availability). */
export const validateRegister = zodFormValidator(registerSchema, (values: RegisterValues) =>
  toRegisterPayload(values),
);
