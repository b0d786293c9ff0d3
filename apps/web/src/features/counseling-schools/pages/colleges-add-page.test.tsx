import { counselingSchoolEndpoints } from "@edu/shared/counseling-schools";
import { type SchoolCard, schoolEndpoints } from "@edu/shared/schools";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import {
  aCollected,
  aStudentRow,
  closePage,
  openPage,
  sent,
  studentsStub,
  viewerStubs,
} from "../test/schools-list-kit";
import CollegesAddPage from "./colleges-add-page";

afterEach(closePage);

const ADD = "/private/counseling/:counselingId/colleges/add";
const ADD_FOR = "/private/counseling/:counselingId/:thirdAppType/colleges/add";
const card = (id: number, name: string, nameEn: string): SchoolCard => ({
  id,
  slug: `s-${id}`,
  name,
  name_en: nameEn,
  city: "",
  state: "CA",
  control: null,
  admission_rate: null,
  sat_25: null,
  sat_75: null,
  act_25: null,
  act_75: null,
  cost_of_attendance: null,
  net_price: null,
  undergraduates: null,
  ranking_national: null,
  matched_alias: null,
});
const search = on(schoolEndpoints.searchSchools, {
  data: [
    card(9, "加州大學柏克萊分校", "University of California-Berkeley"),
    card(10, "史丹佛大學", "Stanford University"),
  ],
  current_page: 1,
  per_page: 20,
  total: 2,
  last_page: 1,
});

async function pickBoth() {
  fireEvent.change(await screen.findByRole("textbox", { name: "Search schools by name" }), {
    target: { value: "California" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  fireEvent.click(await screen.findByRole("checkbox", { name: "Choose 加州大學柏克萊分校" }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Choose 史丹佛大學" }));
}

describe("adding schools to a student's list", { timeout: 20_000 }, () => {
  it("adds two at once for the address's service (not the viewer's), names the one listed already, then keeps adding or goes to the list", async () => {
    const { calls } = openPage(
      <CollegesAddPage />,
      ADD_FOR,
      "/private/counseling/77/common_app/colleges/add",
      [
        ...viewerStubs("COALITION_APP"),
        studentsStub(),
        search,
        on(counselingSchoolEndpoints.createCounselingSchoolBatch, {
          message: "School added to school list",
          data: [aCollected({ school: { ...aCollected().school, name: "加州大學柏克萊分校" } })],
          skipped: [{ school_id: 10, school_name: "史丹佛大學" }],
        }),
      ],
    );
    expect(await screen.findByText("Added for Common App")).toBeTruthy();
    await pickBoth();
    fireEvent.click(screen.getByRole("button", { name: "Add 2 schools" }));
    expect(await screen.findByText("School added to school list")).toBeTruthy();
    expect(screen.getByText("Added: 加州大學柏克萊分校")).toBeTruthy();
    expect(screen.getByText("Already in the list, not added again: 史丹佛大學")).toBeTruthy();
    expect(sent(calls, "POST", "/api/counseling-school/batch").map((c) => c.body)).toEqual([
      {
        student_user_id: 41,
        session_class_id: 77,
        school_ids: [9, 10],
        application_portal: "common_app",
        type: "COMMON_APP",
      },
    ]);
    expect(screen.getByRole("link", { name: "Go to the school list" }).getAttribute("href")).toBe(
      "/private/counseling/77/colleges?student=41",
    );
    fireEvent.click(screen.getByRole("button", { name: "Keep adding" }));
    expect(await screen.findByRole("textbox", { name: "Search schools by name" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add 0 schools" })).toHaveProperty("disabled", true);
  });

  it("sends no portal from the plain add page for our own categories, and refuses parents and unknown services", async () => {
    const { calls } = openPage(<CollegesAddPage />, ADD, "/private/counseling/77/colleges/add", [
      ...viewerStubs("DEFAULT"),
      studentsStub(),
      search,
      on(counselingSchoolEndpoints.createCounselingSchoolBatch, { message: "ok", data: [], skipped: [] }),
    ]);
    await pickBoth();
    fireEvent.click(screen.getByRole("button", { name: "Add 2 schools" }));
    await screen.findByText("School added to school list");
    expect(sent(calls, "POST", "/api/counseling-school/batch")[0]?.body).toEqual({
      student_user_id: 41,
      session_class_id: 77,
      school_ids: [9, 10],
    });
    closePage();
    openPage(<CollegesAddPage />, ADD, "/private/counseling/77/colleges/add", [
      ...viewerStubs(),
      studentsStub([aStudentRow({ as: "parent" })]),
    ]);
    await waitFor(() => expect(document.querySelector('[data-page-state="no-permission"]')).not.toBeNull());
    closePage();
    openPage(<CollegesAddPage />, ADD_FOR, "/private/counseling/77/school_site/colleges/add", [
      ...viewerStubs(),
      studentsStub(),
    ]);
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
  });

  it("adds with the viewer's schools type when the address names no service", async () => {
    const { calls } = openPage(<CollegesAddPage />, ADD, "/private/counseling/77/colleges/add", [
      ...viewerStubs("COALITION_APP"),
      studentsStub(),
      search,
      on(counselingSchoolEndpoints.createCounselingSchoolBatch, { message: "ok", data: [], skipped: [] }),
    ]);
    expect(await screen.findByText("Added for Coalition App (Scoir)")).toBeTruthy();
    await pickBoth();
    fireEvent.click(screen.getByRole("button", { name: "Add 2 schools" }));
    await screen.findByText("School added to school list");
    expect(sent(calls, "POST", "/api/counseling-school/batch")[0]?.body).toEqual({
      student_user_id: 41,
      session_class_id: 77,
      school_ids: [9, 10],
      application_portal: "coalition_app",
      type: "COALITION_APP",
    });
    expect(
      new URL(sent(calls, "GET", "/api/counseling-schools-type")[0]?.url ?? "", "http://x").searchParams.get(
        "username",
      ),
    ).toBe("lin");
  });
});
