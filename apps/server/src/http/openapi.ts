import { errorBodySchema } from "@edu/shared";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Access } from "./auth";
import { deriveOperationId, OPERATION_ID_OVERRIDES, OPERATION_ID_PATTERN } from "./operation-ids";

/**
 * The OpenAPI document is generated from the routes; it is the record of every path, and client
 * generators read it. What a generator needs and a route author would forget is added here, from what
 * the route already declares, so a new route is documented fully without writing any of it:
 * - `operationId`: `schema.operationId`, else derived from method and path (operation-ids.ts); a
 *   duplicate fails start-up;
 * - `security`: from `config.access` ("public": optional, since a session sent is still read);
 * - the error answers the shared hooks give (impliedErrorStatuses), next to the route's own;
 * - a path with an optional parameter (`/files/:id/:name?`) as its two paths;
 * - a `Location` header on redirects.
 */

export const SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "The `access_token` POST /api/login answers with, sent as `Authorization: Bearer <token>`.",
  },
  cookie: {
    type: "apiKey",
    in: "cookie",
    name: "session",
    description:
      "The session cookie the web app gets at sign-in; state-changing calls with it must come from this site (Origin).",
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

const SIGNED_IN: SecurityRequirement[] = [{ bearer: [] }, { cookie: [] }];
/** Documented on routes that declare `config.idempotent` (http/idempotency.ts). */
const IDEMPOTENCY_HEADERS = z.object({
  "idempotency-key": z
    .string()
    .max(255)
    .optional()
    .describe(
      "Optional. A retry with the same key and body returns the first answer (header idempotent-replayed: true) instead of moving money twice; the same key with another body is 409. Kept 24 hours.",
    ),
});

/** `{}` first: no credentials needed, but a session sent is read (admins see hidden courses, private files). */
const OPTIONAL: SecurityRequirement[] = [{}, ...SIGNED_IN];

export function securityFor(access: Access | undefined): SecurityRequirement[] {
  return access === undefined || access === "public" ? OPTIONAL : SIGNED_IN;
}

function describeAccess(access: Access | undefined): string | undefined {
  if (access === undefined) return undefined;
  if (access === "public") return "**Access:** anyone.";
  if (access === "authenticated") return "**Access:** any signed-in, active user.";
  if (access.length === 1 && access[0] === "super-admin") return "**Access:** super-admin only.";
  return `**Access:** roles ${access.join(", ")} (and super-admin).`;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The error statuses a route can answer because of the shared hooks, whatever its handler does:
 * - not public: 400 (inactive account, "blocked"), 401 (no session); a role list: 403;
 * - state-changing: 403 (another site's Origin/Referer, or the cookie without one);
 * - a body: 400 (malformed), 413 (too large), 415 (not a type the route reads);
 * - any declared input: 422 (validation, hostile characters);
 * - `config.rateLimit`: 429.
 */
export function impliedErrorStatuses(options: {
  method: string;
  access: Access | undefined;
  schema: FastifySchema | undefined;
  rateLimited: boolean;
}): number[] {
  const { method, access, schema, rateLimited } = options;
  const statuses = new Set<number>();
  if (access !== undefined && access !== "public") statuses.add(400).add(401);
  if (Array.isArray(access)) statuses.add(403);
  if (access !== undefined && !SAFE_METHODS.has(method)) statuses.add(403);
  if (schema?.body) statuses.add(400).add(413).add(415);
  if (schema?.body || schema?.querystring || schema?.params || schema?.headers) statuses.add(422);
  if (rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const HIDDEN_TAG = "X-HIDDEN";

function isDocumented(route: Pick<RouteOptions, "method" | "schema">): boolean {
  if (route.method === "HEAD") return false; // Fastify's automatic HEAD for each GET
  const schema = route.schema as (FastifySchema & { hide?: boolean; tags?: string[] }) | undefined;
  return !schema?.hide && !schema?.tags?.includes(HIDDEN_TAG);
}

function singleMethod(route: Pick<RouteOptions, "method" | "url">): string {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== "HEAD");
  if (methods.length !== 1) {
    throw new Error(
      `Route ${route.url} has several methods; declare one route per method (one operationId each)`,
    );
  }
  return String(methods[0]).toUpperCase();
}

const OPTIONAL_PARAM = /\/:([A-Za-z0-9_]+)\?$/;

/** The operationId of the long form of a path ending in an optional parameter: getFile → getFileWithName. */
const withParamId = (operationId: string, param: string) =>
  `${operationId}With${param[0]?.toUpperCase()}${param.slice(1)}`;

type OpenApiObject = {
  paths?: Record<string, Record<string, OperationObject>>;
  [key: string]: unknown;
};
type OperationObject = {
  operationId?: string;
  parameters?: Array<{ in?: string; name?: string }>;
  responses?: Record<
    string,
    {
      description?: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema?: unknown }>;
    }
  >;
  [key: string]: unknown;
};

const ERROR_BODY_MARK = "x-error-body";
/** What @fastify/swagger writes when a response schema has no description. */
const DEFAULT_DESCRIPTION = "Default Response";
const ERROR_BODY_REF = { $ref: "#/components/schemas/ErrorBody" };

/** What each error status means here (the body is always ErrorBody; `code` tells cases apart). */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  "400": "Bad request: a malformed body, or an inactive account (`code` blocked)",
  "401": "Not signed in (no session, or it expired or was revoked)",
  "403": "Not allowed: the caller's roles, or a state-changing call from another site",
  "404": "Not found",
  "409": "Conflict with the current state",
  "413": "Too large",
  "415": "Unsupported media type",
  "422": "Invalid input: `errors` holds the messages per field",
  "429": "Too many requests: try again later",
  "503": "Unavailable",
};

/**
 * Whole-document fixes: every error body is `#/components/schemas/ErrorBody` with a description of
 * its status; `/files/{id}/{name}?` (Fastify's optional parameter) becomes `/files/{id}`
 * and `/files/{id}/{name}`, and every 3xx answer documents its `Location` header.
 */
export function finishDocument<T extends OpenApiObject>(document: T): T {
  const paths: NonNullable<OpenApiObject["paths"]> = {};
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    const optional = /\/\{([A-Za-z0-9_]+)\}\?$/.exec(path);
    if (!optional) {
      paths[path] = methods;
      continue;
    }
    const param = optional[1] as string;
    const short: Record<string, OperationObject> = {};
    const long: Record<string, OperationObject> = {};
    for (const [method, operation] of Object.entries(methods)) {
      short[method] = {
        ...operation,
        parameters: operation.parameters?.filter((p) => !(p.in === "path" && p.name === param)),
      };
      long[method] = {
        ...operation,
        ...(operation.operationId ? { operationId: withParamId(operation.operationId, param) } : {}),
      };
    }
    paths[path.slice(0, optional.index)] = short;
    paths[path.slice(0, -1)] = long;
  }
  let errorBody: unknown;
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.["application/json"];
        if (media?.schema && typeof media.schema === "object" && ERROR_BODY_MARK in media.schema) {
          const { [ERROR_BODY_MARK]: _mark, ...schema } = media.schema as Record<string, unknown>;
          errorBody ??= {
            ...schema,
            description:
              "An error: `message` in the request's language, a stable `code`, field messages in `errors`",
          };
          media.schema = { ...ERROR_BODY_REF }; // a copy each: the YAML form would alias a shared object
          if (response.description === DEFAULT_DESCRIPTION && ERROR_DESCRIPTIONS[status]) {
            response.description = ERROR_DESCRIPTIONS[status];
          }
        }
        if (!/^3\d\d$/.test(status) || response.headers?.location) continue;
        response.headers = {
          ...response.headers,
          location: { description: "Where to go next", schema: { type: "string" } },
        };
      }
    }
  }
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  return {
    ...document,
    paths,
    components: {
      ...components,
      schemas: { ...components.schemas, ...(errorBody ? { ErrorBody: errorBody } : {}) },
    },
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Per app: operationId → the route that has it (duplicates fail start-up), and each route's id.
  const operationIds = new Map<string, string>();
  const operationIdOf = new WeakMap<object, string>();

  await app.register(swagger, {
    openapi: {
      // 3.1: zod's nullable unions become JSON Schema 2020-12 (`type: "null"`), which 3.0 cannot say.
      openapi: "3.1.0",
      info: {
        title: "Education platform API",
        version: "1.0.0",
        description:
          "JSON API of the education platform. Errors are `{ message, code, errors? }`; `message` follows Accept-Language (en, zh-CN, zh-TW). " +
          "Sign in with POST /api/login and send the `access_token` it answers with as a Bearer token (Authorize, above).",
      },
      // Relative: the document is served by the API it describes, whatever its public address.
      servers: [{ url: "/", description: "The server that served this document" }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: ({ schema, url, route, ...documentObject }) => {
      if (!schema || !isDocumented(route))
        return jsonSchemaTransform({ schema, url, route, ...documentObject });
      const method = singleMethod(route);
      const access = route.config?.access;
      const declared = (schema.response ?? {}) as Record<string, unknown>;
      const response: Record<string, unknown> = { ...declared };
      const implied = impliedErrorStatuses({
        method,
        access,
        schema,
        rateLimited: Boolean(route.config?.rateLimit),
      });
      const idempotent = Boolean(route.config?.idempotent);
      // A reused Idempotency-Key with another body, or one still running: 409.
      for (const status of idempotent ? [...implied, 409] : implied) {
        if (!(status in response)) response[status] = errorBodySchema;
      }
      const transformed = jsonSchemaTransform({
        schema: {
          ...schema,
          response,
          ...(idempotent && !schema.headers ? { headers: IDEMPOTENCY_HEADERS } : {}),
        },
        url,
        route,
        ...documentObject,
      });
      // Mark the error bodies, so finishDocument can point them all at one component.
      const responses = transformed.schema.response as Record<string, object> | undefined;
      for (const [status, source] of Object.entries(response)) {
        const json = responses?.[status];
        if (source === errorBodySchema && json) responses[status] = { ...json, [ERROR_BODY_MARK]: true };
      }
      const accessLine = describeAccess(access);
      const description = [schema.description, accessLine].filter(Boolean).join("\n\n");
      return {
        url: transformed.url,
        schema: {
          ...transformed.schema,
          operationId: operationIdOf.get(route) ?? schema.operationId,
          security: securityFor(access),
          ...(description ? { description } : {}),
        },
      };
    },
    transformObject: (documentObject) =>
      "openapiObject" in documentObject
        ? finishDocument(documentObject.openapiObject as OpenApiObject)
        : documentObject.swaggerObject,
  });

  app.addHook("onRoute", (route) => {
    if (!isDocumented(route)) return;
    const method = singleMethod(route);
    const key = `${method} ${route.url}`;
    const override = OPERATION_ID_OVERRIDES[key];
    const operationId = route.schema?.operationId ?? override ?? deriveOperationId(method, route.url);
    if (!OPERATION_ID_PATTERN.test(operationId)) {
      throw new Error(`Route ${key}: operationId "${operationId}" is not camelCase letters and digits`);
    }
    const optional = OPTIONAL_PARAM.exec(route.url);
    const ids = optional ? [operationId, withParamId(operationId, optional[1] as string)] : [operationId];
    for (const id of ids) {
      const other = operationIds.get(id);
      if (other) {
        throw new Error(
          `Routes ${other} and ${key} both have operationId "${id}"; set schema.operationId on one of them`,
        );
      }
      operationIds.set(id, key);
    }
    operationIdOf.set(route, operationId);
  });

  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // Authorize once (a token from POST /api/login) and "Try it out" sends it; kept across reloads.
    uiConfig: { persistAuthorization: true, displayOperationId: true, tryItOutEnabled: true },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
