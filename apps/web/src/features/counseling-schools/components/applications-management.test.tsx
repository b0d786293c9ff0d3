import { counselingSchoolEndpoints } from "@edu/shared/counseling-schools";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aCollected, closePage, openPage, pageOf, sent } from "../test/schools-list-kit";
import { ApplicationsManagement } from "./applications-management";

afterEach(closePage);

describe("applications management", { timeout: 20_000 }, () => {
  it("lists applications with the student, filters by the deadline window, and links the CSV with the same filters", async () => {
    const { calls } = openPage(<ApplicationsManagement />, "/applications", "/applications", [
      on(counselingSchoolEndpoints.listCounselingApplications, pageOf([aCollected()])),
    ]);
    expect(await screen.findByText("University of California-Berkeley")).toBeTruthy();
    const list = screen.getByTestId("applications-list");
    expect(within(list).getByText("王美玲")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Deadline within (days)" }), {
      target: { value: "30" },
    });
    await expect
      .poll(() => sent(calls, "GET", "/api/counseling-applications").at(-1)?.url ?? "")
      .toContain("deadline_within_days=30");
    const href = screen.getByRole("link", { name: "Download CSV" }).getAttribute("href") ?? "";
    expect(href.split("?")[0]).toBe("/api/counseling-applications/csv");
    expect(new URL(href, "http://x").searchParams.get("deadline_within_days")).toBe("30");
  });
});
