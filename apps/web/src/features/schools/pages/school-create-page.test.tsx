import { schoolEndpoints } from "@edu/shared/schools";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { on, reply } from "../../../test/stub-endpoints";
import { closeStaffPage, openStaffPage, schoolDetail } from "../components/staff/school-staff.fixture";
import SchoolCreatePage from "./school-create-page";

afterEach(closeStaffPage);

const open = (
  stubs: Parameters<typeof openStaffPage>[1]["stubs"] = [],
  roles?: Parameters<typeof openStaffPage>[1]["roles"],
) =>
  openStaffPage(<SchoolCreatePage />, {
    pattern: "/schools/postcreator",
    path: "/schools/postcreator",
    roles,
    stubs,
  });

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

const creates = (calls: StubCall[]) =>
  calls.filter((c) => c.method === "POST" && c.url === "/api/schools").map((c) => c.body);

describe("/schools/postcreator", { timeout: 20_000 }, () => {
  it("adds a school with what was typed and opens its page", async () => {
    const created = schoolDetail({ id: 4001, name: "Pomona College", name_en: "Pomona College" });
    const { calls, router } = open([on(schoolEndpoints.createSchool, created)]);
    expect(await screen.findByRole("heading", { level: 1, name: "Add a school" })).toBeTruthy();
    type("English name", " Pomona College ");
    type("Name in Traditional Chinese", "波莫納學院");
    type("City", "Claremont");
    type("State", "ca");
    type("Net price calculator address", "https://www.pomona.edu/npc");
    type("Overview (English)", "A liberal arts college.");
    fireEvent.click(screen.getByRole("combobox", { name: "Public or private" }));
    fireEvent.click(await screen.findByRole("option", { name: "Private nonprofit", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Add the school" }));
    await waitFor(() =>
      expect(creates(calls)).toEqual([
        {
          name_en: "Pomona College",
          name_zh_tw: "波莫納學院",
          city: "Claremont",
          state: "CA",
          net_price_url: "https://www.pomona.edu/npc",
          overview: "A liberal arts college.",
          control: "private_nonprofit",
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/schools/4001"));
  });

  it("requires the English name and refuses a non-http address before sending", async () => {
    const { calls } = open();
    await screen.findByRole("textbox", { name: "English name" });
    type("Website", "javascript:alert(1)");
    fireEvent.click(screen.getByRole("button", { name: "Add the school" }));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(screen.getByText("Only http:// and https:// addresses are accepted.")).toBeTruthy();
    expect(creates(calls)).toEqual([]);
  });

  it("says why the server refused (a name another school has)", async () => {
    const message = "“Pomona College” already belongs to Pomona College (#4001).";
    open([on(schoolEndpoints.createSchool, reply(409, { message, code: "conflict" }))]);
    await screen.findByRole("textbox", { name: "English name" });
    type("English name", "Pomona College");
    fireEvent.click(screen.getByRole("button", { name: "Add the school" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("is not for parents", async () => {
    open([], ["parent"]);
    await waitFor(() => expect(document.querySelector('[data-page-state="no-permission"]')).not.toBeNull());
  });
});
