import type { z } from "zod";
import type { Role } from "../accounts/roles";

/**
 * One declaration per endpoint (issue 28): the method, the spec's path, who may call it, whether a
 * retry with the same Idempotency-Key replays the answer, and the schemas of what goes in and out.
 * The server registers its route from it (apps/server/src/http/endpoint-route.ts: access, schemas,
 * OpenAPI summary and operationId), and the web calls it through it (apps/web/src/lib/endpoint-client.ts),
 * so a field renamed in a schema breaks the web's type check instead of a page at run time.
 * Declarations live per domain in `packages/shared/src/<domain>/<domain>.endpoints.ts`.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint: "public", "authenticated" (any active, signed-in user) or a list of roles
 * (any of them; super-admin always passes).
 */
export type EndpointAccess = "public" | "authenticated" | readonly Role[];

/** The error statuses an endpoint may answer, listed in the OpenAPI document. */
export type EndpointErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export type EndpointSpec = {
  method: HttpMethod;
  /** The spec's path, with `:name` parameters: `/api/tag/:id`. */
  path: string;
  access: EndpointAccess;
  /** Money-moving and document-sending endpoints: an Idempotency-Key replays the first answer. */
  idempotent?: boolean;
  summary: string;
  /** A longer explanation for the OpenAPI document. */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer. */
  response: z.ZodType;
  errors: readonly EndpointErrorStatus[];
};

/** A declared endpoint: its spec, its name (the OpenAPI operationId) and its domain (the OpenAPI tag). */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { name: string; domain: string };

/**
 * The endpoints of a domain, keyed by name. The name is the endpoint's operationId, the one word the
 * server's handler, the web's call and the OpenAPI document use for it: keep it as
 * apps/server/src/http/operation-ids.ts derives it from the method and path (the route registration
 * checks that it is unique), so the document's operations keep their names.
 */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(
  domain: string,
  specs: T,
): { [K in keyof T]: Endpoint<T[K]> & { name: K } } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { ...spec, name, domain }]),
  ) as { [K in keyof T]: Endpoint<T[K]> & { name: K } };
}

type Schema<S, K extends "params" | "query" | "body"> = S extends { [P in K]: infer T extends z.ZodType }
  ? T
  : never;

/**
 * A query as the URL carries it: the schema's field names (a typo is a type error), each optional, its value
 * the parsed form or the wire form the schema reads (`voided=1`, a comma list, a currency's code as typed;
 * zod's coerced fields have no input type to offer).
 */
type WireQuery<Q> = { [K in keyof Q]?: Q[K] | string | number | boolean | null };

/** What a caller sends: path parameters and the body as the schemas take them; the query's fields optional. */
export type EndpointInput<E extends EndpointSpec> = ([Schema<E, "params">] extends [never]
  ? { params?: undefined }
  : { params: z.output<Schema<E, "params">> }) &
  ([Schema<E, "query">] extends [never]
    ? { query?: undefined }
    : { query?: WireQuery<z.output<Schema<E, "query">>> }) &
  ([Schema<E, "body">] extends [never] ? { body?: undefined } : { body: z.input<Schema<E, "body">> });

/** What an endpoint answers with 200. */
export type EndpointAnswer<E extends EndpointSpec> = z.output<E["response"]>;

/**
 * The path with its `:name` parameters filled in (each value URI-encoded); an optional last parameter
 * (`/:name?`) without a value is left out with its slash.
 */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      if (optional) return "";
      throw new Error(`${path}: no value for :${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}
