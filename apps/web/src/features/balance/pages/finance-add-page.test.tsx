import type { Role } from "@edu/shared";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import { me, pageState, renderRoutes } from "../test/balance-test-kit";
import FinanceAddPage from "./finance-add-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

function renderAs(roles: Role[]) {
  const { fetchStub } = stubFetch({ "/api/me": [200, me(roles)], "POST /api/me": [200, me(roles)] });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  return renderRoutes([{ path: "/finance/add", element: <FinanceAddPage /> }], "/finance/add");
}

describe("/finance/add", { timeout: 30_000 }, () => {
  it("a staff member meets the no-permission page, with who may use it", async () => {
    renderAs(["staff"]);
    await screen.findByRole("heading", { level: 1 });
    expect(pageState()).toBe("no-permission");
    expect(screen.getByText("Only administrators can see this page.")).toBeTruthy();
    expect(screen.queryByText("Save adjustment")).toBeNull();
  });

  it("an admin gets the form under the page's one h1", async () => {
    renderAs(["super-admin"]);
    expect(await screen.findByRole("heading", { level: 1, name: "Adjust a balance" })).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Adjust a balance | EduBridge");
    expect(pageState()).toBeUndefined();
  });
});
