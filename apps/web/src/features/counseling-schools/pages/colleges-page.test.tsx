import { counselingSchoolEndpoints } from "@edu/shared/counseling-schools";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import {
  aCollected,
  aStudentRow,
  closePage,
  openPage,
  pageOf,
  sent,
  studentsStub,
  viewerStubs,
} from "../test/schools-list-kit";
import CollegesPage from "./colleges-page";

afterEach(closePage);

const BY_STUDENT = "/private/counseling/student/:username/colleges";
const BY_CLASS = "/private/counseling/:id/colleges";
const STANFORD = aCollected({
  id: 502,
  school_id: 10,
  school: {
    ...aCollected().school,
    id: 10,
    name: "史丹佛大學",
    name_en: "Stanford University",
    slug: "stanford",
  },
  category: "dream",
  decision_plan: "rea",
  school_deadline: null,
  internal_deadline: null,
  admissions_result: "admitted",
});
const cards = on(counselingSchoolEndpoints.listCounselingSchoolCards, {
  student_user_id: 41,
  categories: [
    {
      category: "dream",
      total: 1,
      schools: [
        {
          id: 502,
          school_id: 10,
          name: "史丹佛大學",
          name_en: "Stanford University",
          slug: "stanford",
          decision_plan: "rea",
          application_status: null,
          admissions_result: "admitted",
          next_deadline: null,
        },
      ],
    },
    { category: "reach", total: 0, schools: [] },
    { category: "fit", total: 1, schools: [] },
    { category: "safety", total: 0, schools: [] },
  ],
  shown: 1,
  total: 2,
  uncategorized: 0,
});

describe("school list page", { timeout: 20_000 }, () => {
  it("lists the schools with both names, plan, deadlines (estimated marked), filters by category and removes after confirming", async () => {
    const removed: string[] = [];
    const { calls } = openPage(<CollegesPage />, BY_STUDENT, "/private/counseling/student/meiling/colleges", [
      ...viewerStubs(),
      studentsStub(),
      on(counselingSchoolEndpoints.listCounselingSchools, pageOf([aCollected(), STANFORD])),
      cards,
      on(counselingSchoolEndpoints.deleteCounselingSchool, (request) => {
        removed.push(request.params.id ?? "");
        return { message: "Deleted successfully", deleted: [Number(request.params.id)] };
      }),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "School list" })).toBeTruthy();
    const list = await screen.findByTestId("collected-list");
    expect(within(list).getByText("史丹佛大學")).toBeTruthy();
    expect(within(list).getByText("Stanford University")).toBeTruthy();
    expect(within(list).getByText("REA/SCEA")).toBeTruthy();
    expect(within(list).getByText("Internal: 2026-10-20")).toBeTruthy();
    expect(within(list).getByText("School: 2026-11-01")).toBeTruthy();
    expect(within(list).getByText("estimated")).toBeTruthy();
    expect(screen.getByText("2 schools: Dream 1, Fit 1")).toBeTruthy();
    expect(screen.getByTestId("card-dream").textContent).toContain("史丹佛大學");
    // The list asked for this student only.
    expect(
      new URL(sent(calls, "GET", "/api/counseling-schools")[0]?.url ?? "", "http://x").searchParams.get(
        "student_user_id",
      ),
    ).toBe("41");

    fireEvent.click(screen.getByRole("radio", { name: "Dream" }));
    expect(
      within(screen.getByTestId("collected-list")).queryByText("University of California-Berkeley"),
    ).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Safety" }));
    expect(screen.getByText("No schools in this category.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "All" }));

    fireEvent.click(screen.getByRole("button", { name: "Remove 史丹佛大學 from the list" }));
    expect(removed).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm removing 史丹佛大學 from the list" }));
    await screen.findByRole("heading", { level: 1 });
    await expect.poll(() => removed).toEqual(["502"]);
  });

  it("is read-only for a parent: no add, no remove", async () => {
    openPage(<CollegesPage />, BY_CLASS, "/private/counseling/77/colleges", [
      ...viewerStubs(),
      studentsStub([aStudentRow({ as: "parent" })]),
      on(counselingSchoolEndpoints.listCounselingSchools, pageOf([aCollected({ can_edit: 0 })])),
      cards,
    ]);
    expect(
      await screen.findByText("You can read this list; the student and the counselors change it."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add schools" })).toBeNull();
  });

  it("offers adding by the counseling class to a counselor, and says when the list is empty", async () => {
    openPage(<CollegesPage />, BY_CLASS, "/private/counseling/77/colleges", [
      ...viewerStubs("COMMON_APP"),
      studentsStub(),
      on(counselingSchoolEndpoints.listCounselingSchools, pageOf([])),
      on(counselingSchoolEndpoints.listCounselingSchoolCards, {
        student_user_id: 41,
        categories: [],
        shown: 0,
        total: 0,
        uncategorized: 0,
      }),
    ]);
    expect(await screen.findByText("No schools in this list yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add schools" }).getAttribute("href")).toBe(
      "/private/counseling/77/colleges/add?student=41",
    );
  });

  it("opens at the viewer's schools type and filters by list type", async () => {
    const commonApp = aCollected({
      id: 503,
      school_id: 11,
      school: { ...aCollected().school, id: 11, name: "耶魯大學", name_en: "Yale University", slug: "yale" },
      type: "COMMON_APP",
      application_portal: "common_app",
    });
    const { calls } = openPage(<CollegesPage />, BY_STUDENT, "/private/counseling/student/meiling/colleges", [
      ...viewerStubs("COMMON_APP"),
      studentsStub(),
      on(counselingSchoolEndpoints.listCounselingSchools, pageOf([aCollected(), commonApp])),
      cards,
    ]);
    const list = await screen.findByTestId("collected-list");
    expect(within(list).getByText("耶魯大學")).toBeTruthy();
    expect(within(list).queryByText("University of California-Berkeley")).toBeNull();
    const types = screen.getByRole("radiogroup", { name: "Show school list type" });
    expect((within(types).getByRole("radio", { name: "Common App" }) as HTMLInputElement).checked).toBe(true);
    // The viewer's own type was asked for, by their username.
    expect(
      new URL(sent(calls, "GET", "/api/counseling-schools-type")[0]?.url ?? "", "http://x").searchParams.get(
        "username",
      ),
    ).toBe("lin");

    fireEvent.click(within(types).getByRole("radio", { name: "UC" }));
    expect(screen.getByText("No schools of this list type.")).toBeTruthy();
    fireEvent.click(within(types).getByRole("radio", { name: "Our categories" }));
    const shown = () => within(screen.getByTestId("collected-list"));
    expect(shown().getByText("University of California-Berkeley")).toBeTruthy();
    expect(shown().queryByText("耶魯大學")).toBeNull();
    fireEvent.click(within(types).getByRole("radio", { name: "All lists" }));
    expect(shown().getByText("耶魯大學")).toBeTruthy();
    expect(shown().getByText("University of California-Berkeley")).toBeTruthy();
  });

  it("opens on every list type when the viewer has not chosen one", async () => {
    openPage(<CollegesPage />, BY_STUDENT, "/private/counseling/student/meiling/colleges", [
      ...viewerStubs(null),
      studentsStub(),
      on(counselingSchoolEndpoints.listCounselingSchools, pageOf([aCollected({ type: "CALIFORNIA_APP" })])),
      cards,
    ]);
    const list = await screen.findByTestId("collected-list");
    expect(within(list).getByText("University of California-Berkeley")).toBeTruthy();
    const types = screen.getByRole("radiogroup", { name: "Show school list type" });
    expect((within(types).getByRole("radio", { name: "All lists" }) as HTMLInputElement).checked).toBe(true);
  });

  it("is not found for a student the caller may not see, or a class id that is not one", async () => {
    openPage(<CollegesPage />, BY_STUDENT, "/private/counseling/student/someone/colleges", [
      studentsStub([]),
    ]);
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
    closePage();
    const { calls } = openPage(<CollegesPage />, BY_CLASS, "/private/counseling/abc/colleges", []);
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
    expect(sent(calls, "GET", "/api/counseling-profiles")).toEqual([]);
  });
});
