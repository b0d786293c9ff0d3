import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { authPlugin } from "./auth";
import { installErrorHandling } from "./error-handler";

/** The access hook alone: no database (no request here carries a token), the app's error answers. */
async function appWith(register: (app: FastifyInstance, calls: string[]) => void) {
  const app = Fastify();
  const calls: string[] = [];
  installErrorHandling(app);
  await app.register(authPlugin, { db: undefined as never, publicUrl: "https://school.example" });
  register(app, calls);
  await app.ready();
  return { app, calls };
}

describe("the access hook", () => {
  it("runs before a route's own preValidation hooks: a refused caller never reaches them", async () => {
    const { app, calls } = await appWith((app, calls) => {
      app.post(
        "/api/thing",
        {
          config: { access: "authenticated" },
          preValidation: async () => {
            calls.push("route hook");
          },
        },
        async () => ({ ok: true }),
      );
    });
    const res = await app.inject({ method: "POST", url: "/api/thing", payload: {} });
    expect(res.statusCode).toBe(401);
    expect(calls).toEqual([]);
    const foreign = await app.inject({
      method: "POST",
      url: "/api/thing",
      headers: { origin: "https://evil.example" },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it("lets an anonymous caller through a public route, without a session, then the route's hooks", async () => {
    const { app, calls } = await appWith((app, calls) => {
      app.get(
        "/api/open",
        {
          config: { access: "public" },
          preValidation: async () => {
            calls.push("route hook");
          },
        },
        async (request: FastifyRequest) => ({ session: request.session ?? null }),
      );
    });
    const res = await app.inject({ url: "/api/open" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session: null });
    expect(calls).toEqual(["route hook"]);
  });

  it("refuses to register an /api route without an access rule", async () => {
    await expect(
      appWith((app) => {
        app.get("/api/forgotten", async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/declares no access rule/);
  });
});
