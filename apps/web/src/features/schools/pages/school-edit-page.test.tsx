import { schoolEndpoints } from "@edu/shared/schools";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { on } from "../../../test/stub-endpoints";
import { closeStaffPage, fact, openStaffPage, schoolDetail } from "../components/staff/school-staff.fixture";
import SchoolEditPage from "./school-edit-page";

afterEach(closeStaffPage);

const scorecardRate = fact();
const staffDeadline = fact({
  key: "deadline_regular",
  value: "01-05",
  year: "2026",
  source: "staff",
  note: "approximate",
  entered_by: "Mei-Ling Wang",
  entered_at: "2026-11-01T12:00:00.000Z",
});
const school = schoolDetail({ facts: [scorecardRate, staffDeadline] });

function open() {
  return openStaffPage(<SchoolEditPage />, {
    pattern: "/schools/edit",
    path: "/schools/edit?school=7",
    stubs: [
      on(schoolEndpoints.getSchool, school, { params: { id: 7 } }),
      on(schoolEndpoints.updateSchool, school, { params: { id: 7 } }),
    ],
  });
}

const puts = (calls: StubCall[]) =>
  calls.filter((c) => c.method === "PUT" && c.url === "/api/schools/7").map((c) => c.body);

async function chooseFigure(name: string) {
  fireEvent.click(await screen.findByRole("combobox", { name: "Figure" }));
  fireEvent.click(await screen.findByRole("option", { name, hidden: true }));
}

describe("/schools/edit", { timeout: 20_000 }, () => {
  it("shows each figure's source: the Scorecard's read only, staff's with who and when", async () => {
    open();
    const rows = await screen.findAllByTestId("fact-row");
    const [rate, deadline] = rows as [HTMLElement, HTMLElement];
    expect(within(rate).getByText("Admission rate")).toBeTruthy();
    expect(within(rate).getByText("11.37%")).toBeTruthy();
    expect(within(rate).getByText("College Scorecard")).toBeTruthy();
    expect(within(rate).getByTestId("fact-origin").textContent).toBe("2022-23 · read only here");
    expect(within(rate).queryAllByRole("button")).toEqual([]);
    expect(within(deadline).getByText("Regular decision deadline")).toBeTruthy();
    expect(within(deadline).getByText("Staff")).toBeTruthy();
    expect(within(deadline).getByTestId("fact-origin").textContent).toBe(
      "2026 · entered by Mei-Ling Wang on 2026-11-01",
    );
    expect(within(deadline).getByText("· approximate")).toBeTruthy();
  });

  it("sends a percentage as a ratio for the year typed", async () => {
    const { calls } = open();
    await chooseFigure("Admission rate");
    fireEvent.change(screen.getByRole("textbox", { name: "Year" }), { target: { value: "2025-26" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Percentage" }), { target: { value: "11.4" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the figure" }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ facts: [{ key: "admission_rate", year: "2025-26", value: 0.114 }] }]),
    );
  });

  it("takes a deadline as MM-DD with a note, and refuses another format", async () => {
    const { calls } = open();
    await chooseFigure("Early action deadline");
    fireEvent.change(screen.getByRole("textbox", { name: "Year" }), { target: { value: "2026" } });
    const date = screen.getByRole("textbox", { name: "Date (MM-DD)" });
    fireEvent.change(date, { target: { value: "11/1" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the figure" }));
    expect(await screen.findByText("Write the date as MM-DD, such as 11-01.")).toBeTruthy();
    expect(puts(calls)).toEqual([]);
    fireEvent.change(date, { target: { value: "11-01" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Note" }), { target: { value: "approximate" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the figure" }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        { facts: [{ key: "deadline_early_action", year: "2026", value: "11-01", note: "approximate" }] },
      ]),
    );
  });

  it("changes a staff figure in place and removes one (value null) after a confirmation", async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Change Regular decision deadline (2026)" }));
    const date = await screen.findByRole("textbox", { name: "Date (MM-DD)" });
    expect((date as HTMLInputElement).value).toBe("01-05");
    fireEvent.change(date, { target: { value: "01-02" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the figure" }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        { facts: [{ key: "deadline_regular", year: "2026", value: "01-02", note: "approximate" }] },
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove Regular decision deadline (2026)" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm delete" }));
    await waitFor(() =>
      expect(puts(calls)[1]).toEqual({ facts: [{ key: "deadline_regular", year: "2026", value: null }] }),
    );
  });

  it("sends only the school's fields that changed", async () => {
    const { calls } = open();
    const city = await screen.findByRole("textbox", { name: "City" });
    expect((city as HTMLInputElement).value).toBe("Berkeley");
    expect(
      (screen.getByRole("textbox", { name: "Name in Traditional Chinese" }) as HTMLInputElement).value,
    ).toBe("加州大學柏克萊分校");
    fireEvent.change(city, { target: { value: "Berkeley Hills" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the school" }));
    await waitFor(() => expect(puts(calls)).toEqual([{ city: "Berkeley Hills" }]));
  });
});
