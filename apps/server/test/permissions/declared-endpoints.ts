import { readdirSync } from "node:fs";
import type { Endpoint } from "@edu/shared";

/**
 * Every declaration file of the shared package, whether its domain is exported from the package's root
 * or only from its own entry (`@edu/shared/schools`): a new domain is checked without a line anywhere.
 */
const SHARED_SRC = new URL("../../../../packages/shared/src/", import.meta.url);
const declarationModules: Record<string, unknown>[] = await Promise.all(
  readdirSync(SHARED_SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".endpoints.ts"))
    .map((file) => import(new URL(file, SHARED_SRC).href)),
);

const isEndpoint = (value: unknown): value is Endpoint => {
  const e = value as Partial<Endpoint> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.name === "string" &&
    typeof e.domain === "string" &&
    typeof e.method === "string" &&
    typeof e.path === "string" &&
    e.access !== undefined
  );
};

/** Whether an export of @edu/shared is a domain's `defineEndpoints(…)` group. */
const isEndpointGroup = (value: unknown): value is Record<string, Endpoint> =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(isEndpoint);

/** Every endpoint declared in packages/shared (`<domain>.endpoints.ts`), keyed by its name. */
export function declaredEndpoints(): ReadonlyMap<string, Endpoint> {
  const byName = new Map<string, Endpoint>();
  for (const group of declarationModules
    .flatMap((exports) => Object.values(exports))
    .filter(isEndpointGroup)) {
    for (const endpoint of Object.values(group)) {
      const other = byName.get(endpoint.name);
      if (other && other !== endpoint) throw new Error(`Two endpoints are named ${endpoint.name}`);
      byName.set(endpoint.name, endpoint);
    }
  }
  return byName;
}
