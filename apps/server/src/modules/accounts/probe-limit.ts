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

/**
 * reset and set-url: a classroom of 30–40 students opening their set-password links on one school
 * address must all get through (20 per address locked the 21st out), while each try still costs an
 * argon2 hash, so an address gets 120 in 15 minutes; the tokens are 256-bit secrets, not guessable.
 */
export const PASSWORD_LINK_MAX_PER_ADDRESS = 120;
export const passwordLinkLimit: RateLimitOptions = {
  max: PASSWORD_LINK_MAX_PER_ADDRESS,
  timeWindow: "15 minutes",
};
