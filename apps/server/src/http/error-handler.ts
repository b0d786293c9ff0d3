import { type ErrorBody, type ErrorCode, MoneyError, translateMessage } from "@edu/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import {
  PG_DATA_EXCEPTION_CLASS,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  sqlStateOf,
} from "../db/postgres-errors";
import { AppError } from "./app-error";
import { issuesToFieldErrors, RequestValidationError } from "./validation";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "validation_failed",
  429: "too_many_requests",
  503: "service_unavailable",
};

function toErrorBody(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  const locale = request.locale ?? "en";
  if (error instanceof RequestValidationError) {
    return {
      status: 422,
      body: {
        message: translateMessage(locale, "validation_failed"),
        code: "validation_failed",
        errors: issuesToFieldErrors(error.issues, locale),
      },
    };
  }
  if (error instanceof AppError) {
    const body: ErrorBody = {
      message: translateMessage(locale, error.options.message ?? error.code),
      code: error.code,
    };
    if (error.options.fieldErrors) {
      body.errors = Object.fromEntries(
        Object.entries(error.options.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((m) => (typeof m === "string" ? translateMessage(locale, m) : m.text)),
        ]),
      );
    }
    if (error.options.details) body.details = error.options.details;
    return { status: error.status, body };
  }
  if (error instanceof MoneyError && (error.code === "too_large" || error.code === "sum_too_large")) {
    // Backstop behind the money limits (MAX_MONEY_MINOR, MAX_MONEY_SUM_MINOR): out of range is 422, not 500.
    return {
      status: 422,
      body: { message: translateMessage(locale, error.messageKey), code: "validation_failed", errors: {} },
    };
  }
  const sqlState = sqlStateOf(error);
  if (sqlState === PG_UNIQUE_VIOLATION || sqlState === PG_FOREIGN_KEY_VIOLATION) {
    // A race the service did not turn into its own answer, or a row others still point at
    // (ON DELETE RESTRICT, e.g. a user or class with lesson logs): 409, not 500.
    return { status: 409, body: { message: translateMessage(locale, "conflict"), code: "conflict" } };
  }
  if (sqlState?.startsWith(PG_DATA_EXCEPTION_CLASS)) {
    // Backstop behind the validation rules: input the database refuses is the caller's, not a 500.
    return {
      status: 422,
      body: { message: translateMessage(locale, "validation_failed"), code: "validation_failed", errors: {} },
    };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    // Fastify's own client errors (bad JSON, too large, unsupported type, rate limit, …)
    const code: ErrorCode = CODE_BY_STATUS[status] ?? "bad_request";
    const body: ErrorBody = { message: translateMessage(locale, code), code };
    if (status === 422) body.errors = {};
    return { status, body };
  }
  return {
    status: 500,
    body: { message: translateMessage(locale, "internal_error"), code: "internal_error" },
  };
}

/** What Node accepts in a header value (anything else makes writeHead throw ERR_INVALID_CHAR). */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * An error answer carries no Location, and no header Node would refuse: when writing the headers is what
 * failed (a redirect target with CR/LF), sending them again would fail again and Fastify's last-resort
 * handler would answer with Node's own error text.
 */
function dropUnsafeHeaders(reply: FastifyReply): void {
  reply.removeHeader("location");
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => !HEADER_VALUE.test(String(item)))) reply.removeHeader(name);
  }
}

/** Spec §8 / DESIGN.md §4: every failure is `{ message, code, errors? }`, localized; 500s say nothing more. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorBody(error, request);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, status }, "request refused");
    dropUnsafeHeaders(reply);
    if (status === 429) {
      const explicit = error instanceof AppError ? error.options.retryAfterSeconds : undefined;
      if (explicit) reply.header("retry-after", String(explicit));
      else if (!reply.getHeader("retry-after")) reply.header("retry-after", "60");
    }
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option (set in app.ts): a path that is not valid percent-encoding or a path
 * parameter over the router's length limit. Without it Fastify answers its own body, which echoes the path.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const code: ErrorCode = status === 404 ? "not_found" : "bad_request";
  return reply.status(status).send({
    message: translateMessage(request.locale ?? "en", code),
    code,
  } satisfies ErrorBody);
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: translateMessage(request.locale ?? "en", "route_not_found"),
    code: "not_found",
  } satisfies ErrorBody);
}
