import type { ErrorCode, MessageKey } from "@edu/shared";

/** A field error is a message key from the shared catalogue, or a text already localized. */
export type FieldErrors = Record<string, Array<MessageKey | { text: string }>>;

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 422,
  bad_request: 400,
  blocked: 400,
  not_found_user: 400,
  unauthorized: 400,
  captcha_invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/**
 * The one error type services throw. The error handler turns it into `{ message, code, errors? }`,
 * localized for the request. `message` defaults to the code's catalogue text.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      message?: MessageKey;
      fieldErrors?: FieldErrors;
      status?: number;
      /** Answered as the body's `details` (a 409's owner or newer copy); never secrets. */
      details?: Record<string, unknown>;
      /** With 429: seconds until the caller may try again (Retry-After). */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(options.message ?? code);
    this.name = "AppError";
    this.status = options.status ?? STATUS_BY_CODE[code];
  }
}

export const notFound = (message: MessageKey = "not_found") => new AppError("not_found", { message });
export const forbidden = (message: MessageKey = "forbidden") => new AppError("forbidden", { message });
export const conflict = (message: MessageKey = "conflict") => new AppError("conflict", { message });
export const fieldError = (field: string, message: MessageKey) =>
  new AppError("validation_failed", { fieldErrors: { [field]: [message] } });
