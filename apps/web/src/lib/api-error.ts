import type { ErrorBody } from "@edu/shared";

/** Spec §8: 400 messages handled specially (kept here so the landing chunk does not pull zod in). */
export const SILENT_400_MESSAGES: readonly string[] = ["Not found user", "Unauthorized"];
export const BLOCKED_MESSAGE = "Blocked";

/** Every failed call rejects with this: the HTTP status (0 when no response) and the server's body. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;
  /** What a 409 knows that the caller can act on (the owning school, the newer copy, the existing report). */
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, body: Partial<ErrorBody> & { message: string }) {
    super(body.message);
    this.status = status;
    this.code = body.code ?? (status === 0 ? "network_error" : "unknown_error");
    this.errors = body.errors;
    this.details = body.details;
  }

  /** The first message of the first field in a 422 `errors` object. */
  firstFieldError(): string | undefined {
    const first = Object.values(this.errors ?? {})[0];
    return first?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
