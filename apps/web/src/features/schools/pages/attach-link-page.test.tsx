import { schoolEndpoints } from "@edu/shared/schools";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { on } from "../../../test/stub-endpoints";
import { closeStaffPage, openStaffPage, schoolDetail } from "../components/staff/school-staff.fixture";
import AttachLinkPage from "./attach-link-page";

afterEach(closeStaffPage);

const tour = {
  id: 5,
  kind: "virtual_tour" as const,
  url: "https://www.berkeley.edu/visit",
  label: "Campus tour",
};

const open = (extra: Parameters<typeof openStaffPage>[1]["stubs"] = []) =>
  openStaffPage(<AttachLinkPage />, {
    pattern: "/attachLinkToSchool",
    path: "/attachLinkToSchool?school=7",
    stubs: [on(schoolEndpoints.getSchool, schoolDetail({ links: [tour] }), { params: { id: 7 } }), ...extra],
  });

const linkPosts = (calls: StubCall[]) =>
  calls.filter((c) => c.method === "POST" && c.url === "/api/schools/7/links").map((c) => c.body);

describe("/attachLinkToSchool", { timeout: 20_000 }, () => {
  it("attaches an http(s) link of a kind, with its label", async () => {
    const { calls } = open([
      on(schoolEndpoints.createSchoolLink, {
        id: 6,
        kind: "net_price_calculator",
        url: "https://financialaid.berkeley.edu/npc",
        label: "",
      }),
    ]);
    fireEvent.click(await screen.findByRole("combobox", { name: "Kind of link" }));
    fireEvent.click(await screen.findByRole("option", { name: "Net price calculator", hidden: true }));
    fireEvent.change(screen.getByRole("textbox", { name: "Address" }), {
      target: { value: " https://financialaid.berkeley.edu/npc " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Attach the link" }));
    await waitFor(() =>
      expect(linkPosts(calls)).toEqual([
        { kind: "net_price_calculator", url: "https://financialaid.berkeley.edu/npc", label: "" },
      ]),
    );
  });

  it("refuses a javascript: address with the shared schema's message and sends nothing", async () => {
    const { calls } = open();
    fireEvent.change(await screen.findByRole("textbox", { name: "Address" }), {
      target: { value: "javascript:alert(1)" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Attach the link" }));
    expect(await screen.findByText("Only http:// and https:// addresses are accepted.")).toBeTruthy();
    expect(linkPosts(calls)).toEqual([]);
  });

  it("lists the school's links and removes one after a confirmation", async () => {
    const { calls } = open([on(schoolEndpoints.deleteSchoolLink, { ok: true })]);
    const row = await screen.findByTestId("link-row");
    expect(within(row).getByText("Campus tour")).toBeTruthy();
    expect(within(row).getByText("Virtual tour")).toBeTruthy();
    expect(
      within(row).getByRole("link", { name: "https://www.berkeley.edu/visit" }).getAttribute("href"),
    ).toBe("https://www.berkeley.edu/visit");
    fireEvent.click(within(row).getByRole("button", { name: "Remove the link “Campus tour”" }));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    fireEvent.click(within(row).getByRole("button", { name: "Confirm delete" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/school-links/5"]),
    );
  });
});
