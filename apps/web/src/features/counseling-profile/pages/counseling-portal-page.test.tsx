import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aProfileRow, closeCounselingPage, openCounselingPage } from "../test/counseling-test-kit";
import CounselingPortalPage from "./counseling-portal-page";

afterEach(closeCounselingPage);

const rows = [
  aProfileRow(),
  aProfileRow({
    student_user_id: 43,
    student: { id: 43, username: "kevin", first_name: "Kevin", last_name: "Chen" },
    application_type: null,
    updated_at: null,
  }),
];
const page = (data = rows) => ({ data, current_page: 1, per_page: 20, total: data.length, last_page: 1 });

function open(roles: ("teacher" | "parent")[] = ["teacher"]) {
  return openCounselingPage(<CounselingPortalPage />, {
    pattern: "/private/counseling/portal",
    path: "/private/counseling/portal",
    roles,
    stubs: [
      on(counselingProfileEndpoints.listCounselingProfiles, ({ query }) =>
        query.get("keyword") === "kev" ? page([rows[1] as (typeof rows)[number]]) : page(),
      ),
    ],
  });
}

describe("/private/counseling/portal", { timeout: 20_000 }, () => {
  it("lists the students the caller counsels, Chinese names family name first, each linking to the profile", async () => {
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Counseling portal" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: "王美玲" });
    const list = screen.getByTestId("counseling-students");
    expect(link.getAttribute("href")).toBe("/private/counseling/student/meiling/applicationForms");
    expect(within(list).getByText("First-year (freshman)")).toBeTruthy();
    expect(within(list).getByRole("link", { name: "Kevin Chen" })).toBeTruthy();
    expect(within(list).getAllByText("Not saved yet")).toHaveLength(1);
    expect(screen.getByText("2 students")).toBeTruthy();
  });

  it("searches by name or username", async () => {
    const { calls } = open();
    await screen.findByTestId("counseling-students");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by name or username" }), {
      target: { value: "kev" },
    });
    await waitFor(() => expect(screen.queryByRole("link", { name: "王美玲" })).toBeNull());
    expect(screen.getByRole("link", { name: "Kevin Chen" })).toBeTruthy();
    const asked = calls.map((c) => new URL(c.url, "http://web.test").searchParams.get("keyword"));
    expect(asked).toContain("kev");
  });

  it("tells a parent these are their children's profiles", async () => {
    open(["parent"]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your children's application profiles" }),
    ).toBeTruthy();
  });
});
