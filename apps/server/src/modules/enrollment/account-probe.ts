import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import { AppError } from "../../http/app-error";
import { hitRateLimit, targetKey, windowMs } from "../../http/rate-limit";
import { accountProbeOptions } from "../accounts";

/**
 * Step one answers whether the contact email belongs to an account (spec §8), so it counts in the
 * limits of every account-probe route (CONTRIBUTING, accounts/probe-limit.ts): the same counter per
 * address, and the same counter per email asked about, across addresses, with that bucket's values.
 * The route keeps its own limit too, hence a second limiter instead of `config.rateLimit`.
 */
const probe = accountProbeOptions("email");
export const ACCOUNT_PROBE = {
  bucket: probe.bucket as string,
  maxPerAddress: probe.max as number,
  window: probe.timeWindow as string,
  maxPerTarget: probe.perTarget?.max as number,
  targetWindow: probe.perTarget?.timeWindow as string,
};

const refused = (ttlMs: number) =>
  new AppError("too_many_requests", { retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) });

/** A preHandler (runs after validation) counting the request and the email `emailOf` reads. */
export function accountProbeLimit(
  app: FastifyInstance,
  db: Database,
  emailOf: (request: FastifyRequest) => string | undefined,
) {
  // `bucket` is this app's option (http/rate-limit.ts): the store names the shared counter by it.
  const perAddress = app.createRateLimit({
    bucket: ACCOUNT_PROBE.bucket,
    max: ACCOUNT_PROBE.maxPerAddress,
    timeWindow: ACCOUNT_PROBE.window,
  } as Parameters<FastifyInstance["createRateLimit"]>[0]);
  const targetWindow = windowMs(ACCOUNT_PROBE.targetWindow);
  return async (request: FastifyRequest) => {
    const address = await perAddress(request);
    if (!address.isAllowed && address.isExceeded) throw refused(address.ttl);
    const email = emailOf(request)?.trim();
    if (!email) return;
    const target = await hitRateLimit(db, targetKey(ACCOUNT_PROBE.bucket, email), targetWindow);
    if (target.current > ACCOUNT_PROBE.maxPerTarget) throw refused(target.ttl);
  };
}
