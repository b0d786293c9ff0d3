import type { Role } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { aUser, aUserWithTags } from "../../../test/fixtures/people";
import { renderPage, stubFetch } from "../../../test/render-page";
import { PeopleSearch } from "./people-search";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = (roles: Role[]) =>
  aUser({
    id: 1,
    username: "office",
    email: "office@example.com",
    first_name: "Amy",
    last_name: "Chen",
    all_roles: roles,
  });

const wang = aUserWithTags({
  id: 5,
  username: "mlwang",
  email: "mei@example.com",
  first_name: "美玲",
  last_name: "王",
  all_roles: ["parent"],
});

function renderAs(roles: Role[], person = wang) {
  const { fetchStub, calls } = stubFetch({
    "POST /api/me": [200, me(roles)],
    "GET /api/users/search": [
      200,
      {
        users: {
          data: [person],
          current_page: 1,
          per_page: 8,
          total: 1,
          last_page: 1,
        },
      },
    ],
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  const view = renderPage(<PeopleSearch />);
  return { ...view, calls };
}

describe("PeopleSearch", () => {
  it("finds a person by name for the office and opens their page", async () => {
    const { calls, router } = renderAs(["staff"]);
    const input = await screen.findByPlaceholderText("Find a person: name, phone or email");
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: "王美玲" } });
    const option = await screen.findByRole("option", { hidden: true }, { timeout: 3000 });
    expect(option.textContent).toContain("王美玲");
    expect(option.textContent).toContain("mei@example.com");
    expect(
      calls.some((c) => c.url.includes("/api/users/search") && c.url.includes(encodeURIComponent("王美玲"))),
    ).toBe(true);
    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/5"));
  });

  it("searches a one-character surname (吳 finds 吳美玲)", async () => {
    const { calls } = renderAs(["staff"], { ...wang, id: 9, username: "mlwu", last_name: "吳" });
    const input = await screen.findByPlaceholderText("Find a person: name, phone or email");
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: "吳" } });
    const option = await screen.findByRole("option", { hidden: true }, { timeout: 3000 });
    expect(option.textContent).toContain("吳美玲");
    const searched = calls.find((c) => c.url.includes("/api/users/search"));
    expect(new URL(searched?.url ?? "", "http://x").searchParams.get("q")).toBe("吳");
  });

  it("is not there for parents", async () => {
    const { calls } = renderAs(["parent"]);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/api/me"))).toBe(true));
    expect(screen.queryByPlaceholderText("Find a person: name, phone or email")).toBeNull();
  });
});
