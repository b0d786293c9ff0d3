import { accountEndpoints } from "@edu/shared";
import { counselingProfileEndpoints, emptySection } from "@edu/shared/counseling-profile";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { aUser } from "../../../test/fixtures/people";
import { on, reply } from "../../../test/stub-endpoints";
import {
  aProfile,
  closeCounselingPage,
  openCounselingPage,
  profileStubs,
  STUDENT,
  saves,
} from "../test/counseling-test-kit";
import StudentProfilePage from "./application-profile-page";

afterEach(async () => {
  // Back to English while the fetch stub still answers (a signed-in language change is saved).
  await i18n.changeLanguage("en");
  cleanup();
  closeCounselingPage();
});

const PATTERN = "/private/counseling/student/:username/applicationForms";
const PATH = `/private/counseling/student/${STUDENT.username}/applicationForms`;
const { saveCounselingProfile } = counselingProfileEndpoints;

const sat = (total: number) => ({ date: "2026-10-04", total, ebrw: null, math: null });
const testing = (totals: number[]) => ({ ...emptySection("testing"), sat: totals.map(sat) });
const satList = () => within(screen.getByTestId("list-sat"));

/** Opens a section of the accordion and waits for its form (the panel's opening is animated). */
async function openSection(name: string, form = name) {
  fireEvent.click(await screen.findByRole("button", { name }));
  return within(await screen.findByRole("form", { name: form }));
}

describe("/private/counseling/student/:username/applicationForms", { timeout: 30_000 }, () => {
  it("saves one section: only that section, with the version it loaded", async () => {
    const profile = aProfile({ testing: { version: 3, data: testing([1400]) } });
    const { calls } = openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: profileStubs(profile, on(saveCounselingProfile, profile)),
    });
    await openSection("Testing");
    const total = satList().getByRole("textbox", { name: "Total" });
    expect((total as HTMLInputElement).value).toBe("1400");
    expect(satList().getByText("SAT total scores run from 400 to 1600 in steps of 10.")).toBeTruthy();
    fireEvent.change(total, { target: { value: "1520" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Testing" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const [body] = saves(calls) as [{ section: string; version: number; data: Record<string, unknown> }];
    expect(body.section).toBe("testing");
    expect(body.version).toBe(3);
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(emptySection("testing")).sort());
    expect(body.data.sat).toEqual([sat(1520)]);
  });

  it("adds entries up to the limit, then disables the add button and says the limit", async () => {
    const nine = Array.from({ length: 9 }, (_, n) => 1000 + n * 10);
    openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: profileStubs(aProfile({ testing: { version: 1, data: testing(nine) } })),
    });
    await openSection("Testing");
    const add = satList().getByRole("button", { name: "Add an SAT score" });
    expect((add as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(add);
    expect(satList().getByText("SAT 10")).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("limit-sat").textContent).toBe("10 / 10 · You can list at most 10 SAT scores.");
    fireEvent.click(satList().getByRole("button", { name: "Remove SAT 10" }));
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it("on 409 shows the newer copy and puts the editor's answers back on request", async () => {
    const mine = aProfile({ testing: { version: 1, data: testing([1400]) } });
    const theirs = aProfile({
      testing: {
        version: 2,
        updated_at: "2026-11-27T09:30:00.000Z",
        updated_by: { id: 7, name: "林老師" },
        data: testing([1450]),
      },
    });
    let reads = 0;
    const { calls } = openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: [
        ...profileStubs(mine).filter((stub) => stub.endpoint.name !== "getCounselingProfile"),
        on(counselingProfileEndpoints.getCounselingProfile, () => (reads++ === 0 ? mine : theirs)),
        on(saveCounselingProfile, ({ body }) =>
          body.version === 1
            ? reply(409, { message: "Someone saved this section", code: "conflict" })
            : theirs,
        ),
      ],
    });
    await openSection("Testing");
    const total = () => satList().getByRole("textbox", { name: "Total" }) as HTMLInputElement;
    fireEvent.change(total(), { target: { value: "1550" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Testing" }));
    const alert = await screen.findByTestId("section-conflict");
    expect(alert.textContent).toContain("林老師");
    expect(total().value).toBe("1450");
    fireEvent.click(within(alert).getByRole("button", { name: "Put my answers back" }));
    expect(total().value).toBe("1550");
    fireEvent.click(screen.getByRole("button", { name: "Save Testing" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]).toMatchObject({ section: "testing", version: 2, data: { sat: [sat(1550)] } });
  });

  it("shows the server's field error at the field", async () => {
    openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: profileStubs(
        aProfile({ testing: { version: 1, data: testing([1400]) } }),
        on(
          saveCounselingProfile,
          reply(422, {
            message: "Validation failed",
            code: "validation_failed",
            errors: { "data.sat.0.date": ["This sitting is after today."] },
          }),
        ),
      ),
    });
    await openSection("Testing");
    fireEvent.change(satList().getByRole("textbox", { name: "Total" }), { target: { value: "1410" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Testing" }));
    const date = await waitFor(() => {
      const field = satList().getByRole("textbox", { name: "Date" });
      expect(field.getAttribute("aria-invalid")).toBe("true");
      return field;
    });
    expect(
      document.getElementById(
        date
          .getAttribute("aria-describedby")
          ?.split(" ")
          .find((id) => id.includes("error")) ?? "",
      )?.textContent,
    ).toBe("This sitting is after today.");
  });

  it("refuses a score off the test's scale before sending", async () => {
    const { calls } = openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: profileStubs(aProfile({ testing: { version: 1, data: testing([1400]) } })),
    });
    await openSection("Testing");
    fireEvent.change(satList().getByRole("textbox", { name: "Total" }), { target: { value: "1405" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Testing" }));
    expect(
      await satList().findAllByText("SAT total scores run from 400 to 1600 in steps of 10."),
    ).toHaveLength(2);
    expect(saves(calls)).toEqual([]);
  });

  it("is read only where the caller may not edit (a parent: family only)", async () => {
    openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      roles: ["parent"],
      stubs: profileStubs(aProfile({ testing: { version: 1, data: testing([1400]) } }, ["family"])),
    });
    const section = await openSection("Testing (read only)", "Testing");
    expect(section.getByText(/You can read this section/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Testing" })).toBeNull();
    expect(satList().queryByRole("button", { name: "Add an SAT score" })).toBeNull();
    expect((satList().getByRole("textbox", { name: "Total" }) as HTMLInputElement).disabled).toBe(true);
    await openSection("Family");
    expect(screen.getByRole("button", { name: "Save Family" })).toBeTruthy();
  });

  it("asks for the application type before the application details", async () => {
    openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: profileStubs(aProfile()),
    });
    const status = (await screen.findAllByLabelText("Current status")).find((el) => el.tagName === "INPUT");
    expect((status as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText("Please select your application type first.").length).toBeGreaterThan(0);
    const campuses = await openSection("Campuses and majors");
    expect(campuses.getByRole("alert").textContent).toBe("Please select your application type first.");
    expect(screen.queryByRole("button", { name: "Save Campuses and majors" })).toBeNull();
  });

  it("empties the current status when the application type changes to one it does not fit", async () => {
    const profile = aProfile({
      profile: {
        version: 2,
        data: {
          ...emptySection("profile"),
          application_type: "freshman",
          current_status: "high_school_student",
        },
      },
    });
    openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: profileStubs(profile),
    });
    const form = within(await screen.findByRole("form", { name: "Profile" }));
    const input = (label: string) =>
      form.getAllByLabelText(label).find((el) => el.tagName === "INPUT") as HTMLInputElement;
    expect(input("Current status").value).toBe("In high school");
    fireEvent.click(input("Application type"));
    fireEvent.click(await screen.findByRole("option", { name: "Transfer", hidden: true }));
    await waitFor(() => expect(input("Application type").value).toBe("Transfer"));
    expect(input("Current status").value).toBe("");
    // The status list now holds the transfer statuses only.
    fireEvent.click(input("Current status"));
    expect(await screen.findByRole("option", { name: "At a community college", hidden: true })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "In high school", hidden: true })).toBeNull();
  });

  it("links the three application services' pages", async () => {
    openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: profileStubs(aProfile()),
    });
    const link = await screen.findByRole("link", { name: "Common App" });
    expect(link.getAttribute("href")).toBe(`${PATH}/common_app`);
    expect(
      screen.getByRole("link", { name: "University of California application" }).getAttribute("href"),
    ).toBe(`${PATH}/california_app`);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("says not found for a username the caller may not see", async () => {
    openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: "/private/counseling/student/someone-else/applicationForms",
      stubs: [
        on(counselingProfileEndpoints.listCounselingProfiles, {
          data: [],
          current_page: 1,
          per_page: 1,
          total: 0,
          last_page: 1,
        }),
      ],
    });
    await waitFor(() => expect(document.querySelector("[data-page-state='not-found']")).toBeTruthy());
  });

  it("asks for the family name before the given name in Chinese", async () => {
    openCounselingPage(<StudentProfilePage />, {
      pattern: PATTERN,
      path: PATH,
      stubs: profileStubs(aProfile(), on(accountEndpoints.updateLang, aUser({ lang: "zh-TW" }))),
    });
    await screen.findByRole("form", { name: "Profile" });
    await act(() => i18n.changeLanguage("zh-TW"));
    const profile = within(await screen.findByRole("form", { name: "個人資料" }));
    const labels = profile.getAllByText(/^(姓氏|名字|中間名)$/).map((label) => label.textContent);
    expect(labels).toEqual(["姓氏", "名字", "中間名"]);
  });
});
