import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTE_MANIFEST_PATH, withLazyRouteDiscovery } from "./route-discovery";

// What React Router hands entry.server.tsx when it prerenders with `ssr: false` (the fields this reads).
const handoff = {
  basename: "/",
  future: {},
  routeDiscovery: { mode: "initial" },
  ssr: false,
  isSpaMode: false,
  note: "</script><script>alert(1)</script> & \u2028",
};
const escapeForScript = (json: string) =>
  json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const context = {
  ssr: false,
  isSpaMode: false,
  routeDiscovery: { mode: "initial" },
  serverHandoffString: escapeForScript(JSON.stringify(handoff)),
  manifest: { routes: {} },
  staticHandlerContext: { matches: [] },
} as unknown as EntryContext;

describe("withLazyRouteDiscovery", () => {
  const lazy = withLazyRouteDiscovery(context);

  it("renders the page as a server would for lazy discovery (no whole manifest in <Scripts>)", () => {
    expect(lazy.ssr).toBe(true);
    expect(lazy.routeDiscovery).toEqual({ mode: "lazy", manifestPath: ROUTE_MANIFEST_PATH });
    expect(lazy.manifest).toBe(context.manifest);
    expect(lazy.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(context.ssr).toBe(false);
  });

  it("tells the browser the same through the context script, keeping the rest of it", () => {
    const sent = JSON.parse(lazy.serverHandoffString ?? "");
    expect(sent).toEqual({
      ...handoff,
      ssr: true,
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    });
  });

  it("keeps the handoff safe inside an inline <script>", () => {
    expect(lazy.serverHandoffString).not.toMatch(/[<>&\u2028]/);
    expect(lazy.serverHandoffString).toContain("\\u003c/script\\u003e");
  });
});
