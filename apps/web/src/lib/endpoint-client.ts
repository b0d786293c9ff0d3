import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointSpec,
  endpointPath,
} from "@edu/shared";
import { type CallOptions, callRef, type JsonEndpoint } from "./endpoint-client-refs";

export type { CallOptions } from "./endpoint-client-refs";

/** The body an endpoint takes, for a feature's own call functions. */
export type EndpointBody<E extends EndpointSpec> = EndpointInput<E>["body"];

/** The form (multipart fields and files) an upload endpoint takes. */
export type EndpointForm<E extends EndpointSpec> = EndpointInput<E>["form"];

/**
 * Calls a declared endpoint (packages/shared/src/<domain>/<domain>.endpoints.ts): the path filled from
 * `params`, the query and the JSON body (or an upload's `form`, sent as multipart) typed by the declaration's
 * schemas, the answer typed by its response schema. The only way features reach the API (a check in the web
 * tests refuses hand-typed paths). An endpoint answering a file or a redirect is opened, not called
 * (`endpointHref`); the landing page's calls use zod-free references (endpoint-client-refs.ts).
 */
export function call<E extends JsonEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  return callRef<E>(endpoint, input, options);
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
