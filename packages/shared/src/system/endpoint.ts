import type { z } from "zod";
import type { Role } from "../accounts/roles";

/**
 * One declaration per endpoint: the method, the spec's path, who may call it, whether a
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
  /**
   * A multipart/form-data body (an upload) instead of JSON: its text fields and files (Blobs). The web
   * sends it as a form; the server reads the parts itself (the uploads module streams the file to storage), so
   * the document names the media type only and nothing validates the form as a JSON body.
   */
  form?: z.ZodType;
  /** The 200 answer: JSON by its schema, or what a browser opens itself (`fileAnswer`, `redirectAnswer`). */
  response: z.ZodType | OpenedAnswer;
  errors: readonly EndpointErrorStatus[];
};

/**
 * An answer a browser opens itself (a link, an image, the page it is sent on to) rather than JSON a call
 * reads: the bytes of a file (200, the file's own media type) and/or a 302; each text describes the answer
 * in the OpenAPI document. The web links to such an endpoint (`endpointHref`) and never `call`s it.
 */
export type OpenedAnswer = { readonly opened: { readonly file?: string; readonly redirect?: string } };

/** A file's bytes (and, when `redirect` is given, a 302 to where they are kept instead). */
export function fileAnswer(description: string, options: { redirect?: string } = {}): OpenedAnswer {
  return { opened: { file: description, ...options } };
}

/** Only a 302 to another address (no 200). */
export function redirectAnswer(description: string): OpenedAnswer {
  return { opened: { redirect: description } };
}

/** Whether an endpoint answers JSON (its response is a schema) rather than something a browser opens. */
export function isOpenedAnswer(response: EndpointSpec["response"]): response is OpenedAnswer {
  return "opened" in response && typeof (response as OpenedAnswer).opened === "object";
}

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

type Schema<S, K extends "params" | "query" | "body" | "form"> = S extends {
  [P in K]: infer T extends z.ZodType;
}
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
  ([Schema<E, "body">] extends [never] ? { body?: undefined } : { body: z.input<Schema<E, "body">> }) &
  ([Schema<E, "form">] extends [never] ? { form?: undefined } : { form: z.input<Schema<E, "form">> });

/** What an endpoint answers with 200 (never for an answer a browser opens itself). */
export type EndpointAnswer<E extends EndpointSpec> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : never;

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
