import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { rolesOf } from "../../../lib/roles";
import { renderPage, stubFetch } from "../../../test/render-page";
import { homeSummary } from "../home-summary.test-support";
import { WaitingCounts } from "./waiting-counts";

afterEach(() => vi.unstubAllGlobals());

const countIn = async (testId: string) =>
  (await screen.findByTestId(testId)).querySelector("[data-count]")?.getAttribute("data-count");

describe("home waiting counts", () => {
  it("shows the office's counts from the one summary call, linking to the lists", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/home/summary": [200, homeSummary({ unread_enrollments: 3, students_to_place: 0 })],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<WaitingCounts roles={rolesOf({ all_roles: ["staff"] })} />);
    await vi.waitFor(async () => expect(await countIn("waiting-unread-enrollments")).toBe("3"));
    expect(await countIn("waiting-to-place")).toBe("0");
    expect(screen.queryByTestId("waiting-contracts")).toBeNull();
    expect(screen.getByTestId("waiting-unread-enrollments").getAttribute("href")).toBe(
      "/enrollment?read=unread",
    );
    expect(calls.map((call) => call.url)).toEqual(["/api/home/summary"]);
  });

  it("asks again when home opens again: a count changed elsewhere a moment ago shows", async () => {
    let unread = 3;
    const { fetchStub, calls } = stubFetch({
      "/api/home/summary": () => [200, homeSummary({ unread_enrollments: unread, students_to_place: 0 })],
    });
    vi.stubGlobal("fetch", fetchStub);
    // The app's query client (answers stay fresh for a minute unless a query says otherwise), kept across visits.
    const client = createQueryClient();
    const home = () => renderPage(<WaitingCounts roles={rolesOf({ all_roles: ["staff"] })} />, "/", client);
    const first = home();
    await vi.waitFor(async () => expect(await countIn("waiting-unread-enrollments")).toBe("3"));
    first.unmount();
    unread = 1; // marked read on the enrollment list
    home();
    await vi.waitFor(async () => expect(await countIn("waiting-unread-enrollments")).toBe("1"));
    expect(calls.filter((call) => call.url === "/api/home/summary")).toHaveLength(2);
  });

  it("shows a family its contracts to sign", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "/api/home/summary": [200, homeSummary({ contracts_to_sign: 2 })] }).fetchStub,
    );
    renderPage(<WaitingCounts roles={rolesOf({ all_roles: ["parent"] })} />);
    await vi.waitFor(async () => expect(await countIn("waiting-contracts")).toBe("2"));
    expect(screen.queryByTestId("waiting-unread-enrollments")).toBeNull();
  });

  it("shows a dash when the summary cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "/api/home/summary": [500, { message: "down", code: "internal" }] }).fetchStub,
    );
    renderPage(<WaitingCounts roles={rolesOf({ all_roles: ["student"] })} />);
    await vi.waitFor(() => expect(screen.getByTestId("waiting-contracts").textContent).toContain("—"));
  });
});
