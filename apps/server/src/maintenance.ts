import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./db/database";
import { deleteExpiredIdempotencyKeys } from "./http/idempotency";
import { deleteExpiredRateLimits } from "./http/rate-limit";
import { deleteExpiredCaptchas } from "./modules/captcha";

const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/** Periodic clean-up of expired rows (rate-limit windows, captchas, idempotency keys). Safe to run in every process. */
export function startMaintenance(db: Database, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  const run = async () => {
    try {
      await deleteExpiredRateLimits(db);
      await deleteExpiredCaptchas(db);
      await deleteExpiredIdempotencyKeys(db);
    } catch (error) {
      log.warn({ err: error }, "maintenance pass failed");
    }
  };
  const timer = setInterval(run, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
