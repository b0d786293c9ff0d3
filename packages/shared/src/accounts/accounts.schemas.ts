import { z } from "zod";
import { LOCALES, normalizeLocale } from "../i18n/locales";
import { CURRENCIES, ROLES } from "./roles";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PHONE_MIN_DIGITS = 7;

const trimmed = () => z.string().trim();
export const usernameSchema = trimmed()
  .min(1, { error: "v.required" })
  .max(40, { error: "v.username_format" })
  .regex(/^[\p{L}\p{N}._-]+$/u, { error: "v.username_format" });
/** An empty email is "required", not a format error; the format is checked once present. */
export const emailSchema = trimmed()
  .min(1, { error: "v.required", abort: true })
  .max(254)
  .pipe(z.email({ error: "v.email_format" }));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: "v.password_length" })
  .max(PASSWORD_MAX, { error: "v.password_length" });
/** At least 7 digits, with an optional leading + and the separators people type. */
export const phoneSchema = trimmed()
  .min(1, { error: "v.required", abort: true })
  .regex(/^\+?[\d\s()-]+$/, { error: "v.phone_min" })
  .refine((value) => value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS, { error: "v.phone_min" });
export const nameSchema = trimmed().max(80);

const passwordsMatch = (value: { password: string; password_confirmation: string }) =>
  value.password === value.password_confirmation;
const mismatch = { error: "v.password_mismatch", path: ["password_confirmation"] };
const passwordPair = { password: passwordSchema, password_confirmation: z.string() };

export const captchaInputShape = {
  captcha: trimmed().min(1, { error: "v.captcha_required" }).max(16),
  captcha_key: z.string().min(1, { error: "v.captcha_required" }).max(64),
};

/** The spec's codes and short forms (EN-US, ZH-CN, ZH-TW; en, cn, tw) and browser tags all name a locale. */
export const langInputSchema = z
  .string()
  .trim()
  .max(20)
  .transform((value) => normalizeLocale(value) ?? value)
  .pipe(z.enum(LOCALES));

/**
 * Spec 01 §7 sends {email, password, captcha, captcha_key, optional line_user_id_token}: the register
 * form's username and confirmation (§5) are optional here; without a username one is made from the email.
 */
export const registerSchema = z
  .object({
    username: usernameSchema.optional().describe("made from the email when not given"),
    email: emailSchema,
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    lang: langInputSchema.optional(),
    line_user_id_token: z.string().max(4096).optional(),
    password: passwordSchema,
    password_confirmation: z.string().optional().describe("checked when given"),
    ...captchaInputShape,
  })
  .refine(
    (value) => value.password_confirmation === undefined || value.password === value.password_confirmation,
    mismatch,
  );
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  /** Spec §5: input containing "@" is an email, otherwise a username. `email` is accepted as an alias. */
  username: trimmed().min(1, { error: "v.required" }).max(254),
  password: z.string().min(1, { error: "v.required" }).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  all_roles: z.array(z.enum(ROLES)),
  timezone: z.string(),
  student_ids: z.array(z.number().int()),
  account_balance: z.number().int().describe("minor units"),
  account_balance_currency: z.enum(CURRENCIES),
  default_currency: z.enum(CURRENCIES),
  lang: z.enum(LOCALES),
  is_active: z.boolean(),
  finish_bind: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ access_token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const checkUsernameSchema = z.object({ username: usernameSchema });
export const checkEmailSchema = z.object({ email: emailSchema });
export const availabilitySchema = z.object({ available: z.boolean() });

export const langSchema = z.object({ lang: langInputSchema });

export const sendResetLinkSchema = z.object({ email: emailSchema });
/** Profile: a signed-in user changes their password (the current one is asked again). */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, { error: "v.required" }).max(PASSWORD_MAX),
    ...passwordPair,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const resetPasswordSchema = z
  .object({ token: z.string().min(16).max(128), ...passwordPair })
  .refine(passwordsMatch, mismatch);
export const resetUrlSchema = z.object({ user_id: z.number().int().positive() });
export const resetUrlResultSchema = z.object({ url: z.string(), expires_at: z.string() });

export const okSchema = z.object({ ok: z.literal(true) });
