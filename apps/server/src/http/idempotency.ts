import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import { AppError } from "./app-error";
import { idempotencyKeys } from "./idempotency.table";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A money-moving route: an `Idempotency-Key` header makes a retry return the first answer
     * (DESIGN.md §5). Without the header the request runs as usual (the spec's own calls send none).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { caller: string; key: string };
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Visible ASCII, as Stripe and the IETF draft allow; a UUID is the usual value. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP_HOURS = 24;

/** Stable JSON: object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(
      `${request.method} ${request.routeOptions.url}\n${stableJson(request.params)}\n${stableJson(request.query)}\n${stableJson(request.body)}`,
    )
    .digest("hex");
}

function callerOf(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `anon:${request.ip}`;
}

/**
 * Registers the Idempotency-Key behaviour for routes that declare `config.idempotent`. It runs after
 * access and validation (a refused or invalid request is not remembered), claims the key with one
 * insert (a parallel retry with the same key finds it claimed: 409, never a second payment), stores
 * the answer when it is sent, and forgets it on a 5xx so a retry may run again.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotent) return;
    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => claim(db, request, reply);
    route.preHandler = [
      ...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []),
      preHandler,
    ];
  });

  // Every route's answers pass here (before compression, so a stored answer is the serialized JSON), so a
  // request that claimed nothing goes on at once, without a promise.
  app.addHook("onSend", (request, reply, payload, done) => {
    const claimed = request.idempotency;
    if (!claimed) return done(null, payload);
    request.idempotency = undefined;
    remember(db, claimed, reply, payload).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
}

/** Stores the answer under the claimed key, or forgets the key when there is nothing to replay. */
async function remember(
  db: Database,
  claimed: { caller: string; key: string },
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const where = and(eq(idempotencyKeys.caller, claimed.caller), eq(idempotencyKeys.key, claimed.key));
  if (reply.statusCode >= 500 || (typeof payload !== "string" && payload !== null && payload !== undefined)) {
    // Nothing to replay (a failure, or a stream): let a retry run.
    await db.delete(idempotencyKeys).where(where);
    return;
  }
  const contentType = reply.getHeader("content-type");
  await db
    .update(idempotencyKeys)
    .set({
      statusCode: reply.statusCode,
      contentType: typeof contentType === "string" ? contentType : null,
      responseBody: payload ?? "",
    })
    .where(where);
}

async function claim(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError("bad_request", { message: "idempotency_key_invalid" });
  }
  const caller = callerOf(request);
  const hash = requestHash(request);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ caller, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) {
    request.idempotency = { caller, key };
    return;
  }
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  // Claimed and then forgotten (a 5xx) between the insert and this read: the caller may retry.
  if (!first) throw new AppError("conflict", { message: "idempotency_in_progress" });
  if (first.requestHash !== hash) throw new AppError("conflict", { message: "idempotency_key_reused" });
  if (first.statusCode === null) throw new AppError("conflict", { message: "idempotency_in_progress" });
  reply.header("idempotent-replayed", "true");
  if (first.contentType) reply.header("content-type", first.contentType);
  return reply.code(first.statusCode).send(first.responseBody ?? "");
}

export async function deleteExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${KEEP_HOURS} * interval '1 hour'`));
}
