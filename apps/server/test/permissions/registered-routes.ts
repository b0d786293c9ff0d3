import type { RouteOptions } from "fastify";
import { deriveOperationId, OPERATION_ID_OVERRIDES } from "../../src/http/operation-ids";

/** A route as Fastify registered it: what the route × caller table reads. */
export type RegisteredRoute = {
  key: string;
  /**
   * The route's operationId: its endpoint's declared name, or for a route registered by hand the one
   * http/operation-ids.ts gives it (the name its declaration will carry).
   */
  name: string;
  method: string;
  url: string;
  access: unknown;
};

/**
 * Fastify with an onRoute hook on the root instance before any plugin registers a route, so every
 * route is seen as it is registered, hidden ones included (for `vi.mock("fastify", …)`).
 */
export function capturingFastify<M extends { default: (options?: object) => unknown }>(
  actual: M,
  registered: Map<string, RegisteredRoute>,
): M {
  const build = ((options?: object) => {
    const app = actual.default(options) as {
      addHook: (name: "onRoute", hook: (route: RouteOptions) => void) => void;
    };
    app.addHook("onRoute", (route) => {
      // HEAD is Fastify's automatic twin of a GET route: same handler, same access.
      const method = [route.method].flat().find((m) => m !== "HEAD") ?? "HEAD";
      if (method === "HEAD" && registered.has(`GET ${route.url}`)) return;
      const key = `${method} ${route.url}`;
      const schema = route.schema as { operationId?: string } | undefined;
      registered.set(key, {
        key,
        name: schema?.operationId ?? OPERATION_ID_OVERRIDES[key] ?? deriveOperationId(method, route.url),
        method,
        url: route.url,
        access: route.config?.access,
      });
    });
    return app;
  }) as M["default"];
  return { ...actual, default: build, fastify: build } as M;
}
