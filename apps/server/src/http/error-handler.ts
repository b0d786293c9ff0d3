import { type ErrorBody, type ErrorCode, translateMessage } from "@edu/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isResponseSerializationError } from "fastify-type-provider-zod";
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

const PG_UNIQUE_VIOLATION = "23505";

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
    return { status: error.status, body };
  }
  if ((error as { code?: string }).code === PG_UNIQUE_VIOLATION) {
    return { status: 409, body: { message: translateMessage(locale, "conflict"), code: "conflict" } };
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

/** Spec §8 / DESIGN.md §4: every failure is `{ message, code, errors? }`, localized; 500s say nothing more. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorBody(error, request);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, status }, "request refused");
    if (status === 429) {
      const explicit = error instanceof AppError ? error.options.retryAfterSeconds : undefined;
      if (explicit) reply.header("retry-after", String(explicit));
      else if (!reply.getHeader("retry-after")) reply.header("retry-after", "60");
    }
    return reply.status(status).send(body);
  });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: translateMessage(request.locale ?? "en", "route_not_found"),
    code: "not_found",
  } satisfies ErrorBody);
}
