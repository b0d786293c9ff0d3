import type { Role } from "@edu/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import { renderWithApp } from "../../auth/test-utils";
import { AdminAccess } from "./admin-access";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = (roles: Role[]) => ({
  id: 1,
  username: "someone",
  email: "someone@example.com",
  first_name: "",
  last_name: "",
  all_roles: roles,
  timezone: "Asia/Taipei",
  student_ids: [],
  account_balance: 0,
  account_balance_currency: "TWD",
  default_currency: "TWD",
  lang: "en",
  is_active: true,
  finish_bind: true,
  created_at: "2026-01-01T00:00:00.000Z",
});

function renderAs(roles: Role[]) {
  const { fetchStub } = stubFetch({ "/api/me": [200, me(roles)] });
  vi.stubGlobal("fetch", fetchStub);
  // A browser that signed in (the screens sit behind the session gate, which leaves this hint).
  writeSignedInHint(true);
  renderWithApp(
    <AdminAccess>
      <p>content screens</p>
    </AdminAccess>,
  );
}

describe("the content screens' access (the one role helper)", () => {
  it("lets a super-admin in, like staff", async () => {
    renderAs(["super-admin"]);
    expect(await screen.findByText("content screens")).toBeTruthy();
  });

  it("lets staff in", async () => {
    renderAs(["staff"]);
    expect(await screen.findByText("content screens")).toBeTruthy();
  });

  it("turns away a teacher with the no-permission page (a title, an h1 and where to go next)", async () => {
    renderAs(["teacher"]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have permission to see this page" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my home page" }).getAttribute("href")).toBe("/home");
    expect(document.title).toBe("No permission | EduBridge");
    expect(screen.queryByText("content screens")).toBeNull();
  });
});
