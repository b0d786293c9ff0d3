import type { Locale } from "@edu/shared/i18n";
import { ApiError, BLOCKED_MESSAGE, SILENT_400_MESSAGES } from "./api-error";
import { currentLocale, i18n } from "./i18n";
import { beginLoading } from "./loading-store";
import { resetSession } from "./session-store";

export { ApiError, isApiError } from "./api-error";

export type NotifyKind = "error" | "warning";

/** What the client needs from the app around it; the providers wire these to the router and Mantine. */
export type ApiClientHandlers = {
  navigate: (to: string) => void;
  notify: (message: string, kind: NotifyKind) => void;
  getLocale: () => Locale;
  translate: (key: string) => string;
};

const defaultHandlers: ApiClientHandlers = {
  navigate: (to) => window.location.assign(to),
  notify: (message) => console.warn(message),
  getLocale: currentLocale,
  translate: (key) => i18n.t(key, { ns: "common" }),
};

let handlers: ApiClientHandlers = { ...defaultHandlers };

export function configureApiClient(next: Partial<ApiClientHandlers>): void {
  handlers = { ...handlers, ...next };
}

export function resetApiClient(): void {
  handlers = { ...defaultHandlers };
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Show the global loading overlay while this call runs (default true). */
  overlay?: boolean;
  /** Do not show any notification for a failure; the caller handles it (the error is still thrown). */
  silent?: boolean;
  /** A 401 resets the session but stays on the page (for calls that only ask "am I signed in?"). */
  authOptional?: boolean;
};

export const API_BASE = "/api";

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { message?: unknown }).message === "string"
  ) {
    return new ApiError(status, body as ConstructorParameters<typeof ApiError>[1]);
  }
  return new ApiError(status, { message: typeof body === "string" && body ? body : `HTTP ${status}` });
}

/** Spec §8, the error catalogue: what the user sees for each failure. */
function handleFailure(error: ApiError, options: RequestOptions): void {
  const { status, message } = error;
  if (status === 401) {
    resetSession();
    if (!options.authOptional) handlers.navigate("/login");
    return;
  }
  if (status === 400 && message === BLOCKED_MESSAGE) {
    handlers.navigate("/inactive");
    return;
  }
  if (options.silent) return;
  // A read refused (403) or not found (404) is said by the page itself (components/page-state: no permission,
  // not found); a toast on top would say it twice, and outlive the page it belongs to.
  if ((status === 403 || status === 404) && (options.method ?? "GET") === "GET") return;
  if (status === 400) {
    if (SILENT_400_MESSAGES.includes(message)) return;
    handlers.notify(handlers.translate("errors.generic"), "error");
    return;
  }
  if (status === 403) {
    handlers.notify(message || handlers.translate("errors.forbidden"), "warning");
    return;
  }
  if (status === 422) {
    handlers.notify(error.firstFieldError() ?? handlers.translate("errors.validation"), "warning");
    return;
  }
  if (error.code === "aborted") return;
  if (status === 0) {
    handlers.notify(handlers.translate("errors.network"), "error");
    return;
  }
  if (status >= 500) {
    handlers.notify(handlers.translate("errors.operationFailed"), "error");
    return;
  }
  handlers.notify(message || handlers.translate("errors.operationFailed"), "error");
}

/**
 * The one way the web app calls the API: JSON in and out (or a form), the interface language in
 * `Accept-Language`, the session cookie included. Failures are handled per the error catalogue and re-thrown
 * as `ApiError`. Features reach it through the endpoint declarations (`call` in endpoint-client.ts), never with
 * a path of their own (lib/endpoint-calls.test.ts).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const endLoading = options.overlay === false ? () => {} : beginLoading();
  try {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Accept-Language": handlers.getLocale(),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method: options.method ?? "GET",
        headers,
        body,
        credentials: "include",
        signal: options.signal,
      });
    } catch (cause) {
      const aborted = options.signal?.aborted || (cause instanceof Error && cause.name === "AbortError");
      const error = new ApiError(0, {
        message: cause instanceof Error ? cause.message : String(cause),
        code: aborted ? "aborted" : "network_error",
      });
      handleFailure(error, options);
      throw error;
    }
    const data = await readBody(response);
    if (!response.ok) {
      const error = toApiError(response.status, data);
      handleFailure(error, options);
      throw error;
    }
    return data as T;
  } finally {
    endLoading();
  }
}
