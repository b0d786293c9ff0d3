import type { Endpoint, EndpointSpec } from "@edu/shared";

/**
 * Every endpoint `@edu/shared` declares (packages/shared/src/<domain>/<domain>.endpoints.ts), found by what a
 * request asks for: the web tests' fetch stubs look each request up here and check their answers against the
 * declaration's response schema, so a fixture written as free JSON cannot drift from what the server answers.
 */

/**
 * Every declaration file of the shared package, whether its domain is exported from the package's root or only
 * from its own entry (`@edu/shared/schools`).
 */
const declarationFiles = import.meta.glob<Record<string, unknown>>(
  ["../../../../packages/shared/src/**/*.endpoints.ts", "!**/*.test.ts"],
  { eager: true },
);

type Route = {
  endpoint: Endpoint<EndpointSpec>;
  pattern: RegExp;
  /** Parameter names in the order the pattern captures them. */
  names: string[];
  /** Fixed segments: `/api/tag/export` wins over `/api/tag/:id` for the same request. */
  fixed: number;
};

export type FoundEndpoint = { endpoint: Endpoint<EndpointSpec>; params: Record<string, string> };

function isEndpoint(value: unknown): value is Endpoint<EndpointSpec> {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Endpoint<EndpointSpec>>;
  return (
    typeof candidate.name === "string" &&
    typeof candidate.domain === "string" &&
    typeof candidate.method === "string" &&
    typeof candidate.path === "string" &&
    candidate.response !== undefined
  );
}

/** Each declaration file exports objects of endpoints (`tagEndpoints`, `billEndpoints`…). */
function collectEndpoints(): Endpoint<EndpointSpec>[] {
  const byName = new Map<string, Endpoint<EndpointSpec>>();
  for (const exported of Object.values(declarationFiles).flatMap((file) => Object.values(file))) {
    if (typeof exported !== "object" || exported === null) continue;
    for (const value of Object.values(exported)) if (isEndpoint(value)) byName.set(value.name, value);
  }
  return [...byName.values()];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function toRoute(endpoint: Endpoint<EndpointSpec>): Route {
  const names: string[] = [];
  let fixed = 0;
  const source = endpoint.path
    .split("/")
    .slice(1)
    .map((segment) => {
      const param = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/.exec(segment);
      if (!param) {
        fixed += 1;
        return `/${escapeRegExp(segment)}`;
      }
      names.push(param[1] as string);
      return param[2] ? "(?:/([^/]+))?" : "/([^/]+)";
    })
    .join("");
  return { endpoint, pattern: new RegExp(`^${source}/?$`), names, fixed };
}

const routesByMethod = new Map<string, Route[]>();
for (const route of collectEndpoints().map(toRoute)) {
  const list = routesByMethod.get(route.endpoint.method) ?? [];
  list.push(route);
  routesByMethod.set(route.endpoint.method, list);
}
// Most fixed segments first, so the first match is the most specific declaration.
for (const list of routesByMethod.values()) list.sort((a, b) => b.fixed - a.fixed);

/** Every declared endpoint (for checks over the whole table). */
export const declaredEndpoints: readonly Endpoint<EndpointSpec>[] = [...routesByMethod.values()]
  .flat()
  .map((route) => route.endpoint);

/** The path of a request's URL (relative or absolute), without its query. */
export function pathOf(url: string): string {
  return new URL(url, "http://web.test").pathname;
}

/** The declared endpoint a request reaches, with its path parameters; undefined when none is declared. */
export function findEndpoint(method: string, url: string): FoundEndpoint | undefined {
  const path = pathOf(url);
  for (const route of routesByMethod.get(method.toUpperCase()) ?? []) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[name] = decodeURIComponent(value);
    });
    return { endpoint: route.endpoint, params };
  }
  return undefined;
}
