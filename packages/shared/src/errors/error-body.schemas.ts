import { z } from "zod";

/**
 * Every error the API answers has this body (DESIGN.md §4). `errors`: field errors (422, and a 409 that
 * names the field). `details`: what a 409 knows that the caller needs to act (the school an alias belongs
 * to, the newer copy of a section someone saved first); each endpoint documents its own shape.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable machine codes; `message` is the localized text. */
export const ERROR_CODES = [
  "validation_failed",
  "bad_request",
  "blocked",
  "not_found_user",
  "unauthorized",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "too_many_requests",
  "internal_error",
  "service_unavailable",
  "captcha_invalid",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** 400 messages the web client handles silently or specially (spec §8). */
export const SPECIAL_400_MESSAGES = {
  notFoundUser: "Not found user",
  unauthorized: "Unauthorized",
  blocked: "Blocked",
} as const;
