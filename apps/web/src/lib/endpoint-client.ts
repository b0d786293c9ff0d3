import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointSpec,
  endpointPath,
} from "@edu/shared";
import { API_BASE, apiRequest, type RequestOptions } from "./api-client";

/** The body an endpoint takes, for a feature's own call functions. */
export type EndpointBody<E extends EndpointSpec> = EndpointInput<E>["body"];

/** How a call behaves beside its input: the overlay, silence, an abort signal, extra headers. */
export type CallOptions = Omit<RequestOptions, "method" | "body" | "query">;

/**
 * Calls a declared endpoint (packages/shared/src/<domain>/<domain>.endpoints.ts): the path filled from
 * `params`, the query and body typed by the declaration's schemas, the answer typed by its response
 * schema. The only way features reach the API (a check in the web tests refuses hand-typed paths).
 */
export function call<E extends Endpoint<EndpointSpec>>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return apiRequest<EndpointAnswer<E>>(endpointUrl(endpoint, params), {
    ...options,
    method: endpoint.method,
    body,
    query: query as RequestOptions["query"],
  });
}

/** The endpoint's path under the API base, for apiRequest (which adds the base itself). */
function endpointUrl(endpoint: Endpoint<EndpointSpec>, params: Record<string, unknown> | undefined): string {
  const path = endpointPath(endpoint.path, params);
  return path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path;
}

/** The address of an endpoint a link or an image opens itself (a PDF, a file), with its query. */
export function endpointHref<E extends Endpoint<EndpointSpec>>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.append(key, String(value));
  const path = endpointPath(endpoint.path, params);
  return search.size > 0 ? `${path}?${search}` : path;
}
