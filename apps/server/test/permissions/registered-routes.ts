import type { RouteOptions } from "fastify";

/** A route as Fastify registered it: what the route × caller table and the idempotency check read. */
export type RegisteredRoute = {
  key: string;
  method: string;
  url: string;
  access: unknown;
  idempotent: boolean;
  /** The OpenAPI tags: the module the route belongs to (payroll, billing, …). */
  tags: readonly string[];
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
      const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
      registered.set(key, {
        key,
        method,
        url: route.url,
        access: route.config?.access,
        idempotent: route.config?.idempotent === true,
        tags,
      });
    });
    return app;
  }) as M["default"];
  return { ...actual, default: build, fastify: build } as M;
}
