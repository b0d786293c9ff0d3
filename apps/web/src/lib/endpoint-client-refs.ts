import type { Endpoint, EndpointAnswer, EndpointInput, EndpointSpec, OpenedAnswer } from "@edu/shared";
import { endpointPath } from "@edu/shared/system";
import { API_BASE, apiRequest, type RequestOptions } from "./api-client";

/**
 * The request half of the endpoint client, without a declaration's schemas: what the landing page and the app's
 * entry use, which keep zod out of their first chunk (a declaration brings its zod schemas along). Everything
 * from `@edu/shared` here is a type or zod-free (`endpointPath`); endpoint-client.ts builds `call` on it.
 */

/** How a call behaves beside its input: the overlay, silence, an abort signal, extra headers. */
export type CallOptions = Omit<RequestOptions, "method" | "body" | "query">;

/** An endpoint that answers JSON (not a file or a redirect, which a browser opens: `endpointHref`). */
export type JsonEndpoint = Endpoint<
  EndpointSpec & { response: Exclude<EndpointSpec["response"], OpenedAnswer> }
>;

/**
 * A declared endpoint by its name, method and path only: zod-free at run time, typed by the declaration
 * (`import type`), so a path or method that differs from the declaration is a type error and the input and
 * answer are the declaration's.
 */
export type EndpointRef<E extends Endpoint<EndpointSpec>> = Readonly<Pick<E, "name" | "method" | "path">> & {
  /** Never set: carries the declaration's type without its value. */
  readonly declaration?: E;
};

/** `endpointRef<typeof storyEndpoints.listStories>({ name: "listStories", method: "GET", path: "/api/stories" })`. */
export function endpointRef<E extends Endpoint<EndpointSpec>>(
  ref: Readonly<Pick<E, "name" | "method" | "path">>,
): EndpointRef<E> {
  return ref;
}

/** Calls the endpoint a reference names, typed by its declaration (see `call` in endpoint-client.ts). */
export function callRef<E extends JsonEndpoint>(
  ref: EndpointRef<E>,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body, form } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: RequestOptions["body"];
    form?: Record<string, unknown>;
  };
  return apiRequest<EndpointAnswer<E>>(apiPath(ref.path, params), {
    ...options,
    method: ref.method,
    body: form ? toFormData(form) : body,
    query: query as RequestOptions["query"],
  });
}

/** The endpoint's path under the API base, for apiRequest (which adds the base itself). */
function apiPath(path: string, params: Record<string, unknown> | undefined): string {
  const filled = endpointPath(path, params);
  return filled.startsWith(API_BASE) ? filled.slice(API_BASE.length) : filled;
}

/**
 * A multipart body from a form's fields: text fields first, then files, as the server reads the parts in
 * order (a field that decides how the file is kept, such as `type=img`, is known before the file arrives).
 */
export function toFormData(form: Record<string, unknown>): FormData {
  const data = new FormData();
  const fields = Object.entries(form).filter(([, value]) => value !== undefined && value !== null);
  for (const [name, value] of fields) if (!(value instanceof Blob)) data.append(name, String(value));
  for (const [name, value] of fields) if (value instanceof Blob) data.append(name, value);
  return data;
}
