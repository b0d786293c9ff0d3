import type { RateLimitOptions } from "@fastify/rate-limit";

/**
 * Every public route that tells whether an account exists (check-email, users/check-email,
 * check-username, send-reset-link, auth-instructor, and enrollment step one's contact email) counts in this one bucket: 30 asks per address
 * in 10 minutes across all of them (a registration asks 2–4 times), and 10 an hour about one email
 * or username from anywhere, so probing through several routes or many addresses gains nothing.
 */
export const ACCOUNT_PROBE_BUCKET = "account-probe";
export const ACCOUNT_PROBE_MAX_PER_ADDRESS = 30;
export const ACCOUNT_PROBE_MAX_PER_TARGET = 10;

export const accountProbeLimit = (field: "email" | "username"): RateLimitOptions => ({
  bucket: ACCOUNT_PROBE_BUCKET,
  max: ACCOUNT_PROBE_MAX_PER_ADDRESS,
  timeWindow: "10 minutes",
  perTarget: { field, max: ACCOUNT_PROBE_MAX_PER_TARGET, timeWindow: "1 hour" },
});
