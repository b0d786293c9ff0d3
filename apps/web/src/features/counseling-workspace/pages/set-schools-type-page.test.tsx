import type { Role } from "@edu/shared";
import { counselingWorkspaceEndpoints as endpoints } from "@edu/shared/counseling-workspace";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type EndpointStub, on, reply } from "../../../test/stub-endpoints";
import { closeWorkspacePage, openWorkspacePage, sent } from "../test/workspace-test-kit";
import SetSchoolsTypePage from "./set-schools-type-page";

afterEach(closeWorkspacePage);

const PATTERN = "/private/setCounselingSchoolsType/student/:username";
const saved = (username: string, schoolsType: "DEFAULT" | "COMMON_APP" | null) => ({
  user_id: 9,
  username,
  schools_type: schoolsType,
  updated_at: schoolsType ? "2026-11-28T08:00:00.000Z" : null,
});

function open(username: string, stubs: EndpointStub[], roles: Role[] = ["teacher"]) {
  return openWorkspacePage(<SetSchoolsTypePage />, {
    pattern: PATTERN,
    path: `/private/setCounselingSchoolsType/student/${username}`,
    roles,
    stubs,
    me: { id: 9, username: "lin" },
  });
}

describe("setCounselingSchoolsType", { timeout: 20_000 }, () => {
  it("explains each list, saves the choice and opens the portal", async () => {
    const view = open("lin", [
      on(endpoints.getCounselingSchoolsType, saved("lin", null)),
      on(endpoints.updateCounselingSchoolsType, ({ body }) =>
        saved("lin", body.schools_type as "COMMON_APP"),
      ),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Choose your school list" })).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save and open the portal" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByRole("radio", { name: /Our categories \(default\)/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /University of California \(UC\) application/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /^Common App/ }));
    fireEvent.click(save);
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/private/counseling/portal"));
    expect(sent(view.calls, "PUT", "/api/counseling-schools-type").map((c) => c.body)).toEqual([
      { username: "lin", schools_type: "COMMON_APP" },
    ]);
  });

  it("starts from the type already saved", async () => {
    open("lin", [on(endpoints.getCounselingSchoolsType, saved("lin", "DEFAULT"))]);
    const chosen = (await screen.findByRole("radio", { name: /Our categories/ })) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(screen.getByRole("link", { name: "Back to the portal" }).getAttribute("href")).toBe(
      "/private/counseling/portal",
    );
  });

  it("is not found for another person's username (the server's 404)", async () => {
    const { container } = open("someone", [
      on(endpoints.getCounselingSchoolsType, reply(404, { message: "Not found", code: "not_found" })),
    ]);
    await waitFor(() =>
      expect(container.ownerDocument.querySelector('[data-page-state="not-found"]')).toBeTruthy(),
    );
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("lets super-admin set another person's type, named in the heading", async () => {
    const view = open(
      "mother",
      [
        on(endpoints.getCounselingSchoolsType, saved("mother", null)),
        on(endpoints.updateCounselingSchoolsType, saved("mother", "DEFAULT")),
      ],
      ["super-admin"],
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Choose mother's school list" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Our categories/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save and open the portal" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/private/counseling/portal"));
    expect(sent(view.calls, "PUT", "/api/counseling-schools-type")[0]?.body).toEqual({
      username: "mother",
      schools_type: "DEFAULT",
    });
  });
});
