import { type SchoolAlias, schoolEndpoints } from "@edu/shared/schools";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale } from "../../../lib/i18n";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { on, reply } from "../../../test/stub-endpoints";
import {
  alias,
  closeStaffPage,
  openStaffPage,
  schoolCard,
  schoolDetail,
} from "../components/staff/school-staff.fixture";
import CollegeAliasesPage from "./college-aliases-page";

afterEach(async () => {
  // Unmounted first, and back to English while fetch is still stubbed: a language change is saved to
  // the signed-in account (PATCH lang).
  cleanup();
  await changeLocale("en", { persist: false });
  closeStaffPage();
});

const ucb = alias({
  id: 33,
  lang: "en",
  name: "UC Berkeley",
  original_name: "ＵＣ Berkeley",
  is_default: false,
});
const aliases = [
  alias(),
  alias({ id: 32, lang: "zh-CN", name: "加州大学伯克利分校", original_name: "加州大学伯克利分校" }),
  ucb,
];

const baseStubs = [
  on(schoolEndpoints.getSchool, schoolDetail(), { params: { id: 7 } }),
  on(schoolEndpoints.listSchoolAliases, { data: aliases }, { params: { id: 7 } }),
];

const open = (
  stubs = baseStubs,
  path = "/collegeAliases?school=7",
  roles?: Parameters<typeof openStaffPage>[1]["roles"],
) => openStaffPage(<CollegeAliasesPage />, { pattern: "/collegeAliases", path, roles, stubs });

const posts = (calls: StubCall[]) =>
  calls.filter((c) => c.method === "POST" && c.url === "/api/school-aliases").map((c) => c.body);

describe("/collegeAliases", { timeout: 20_000 }, () => {
  it("is for staff and super-admins: a student gets the not-allowed page and nothing is asked", async () => {
    const { calls } = open(baseStubs, "/collegeAliases?school=7", ["student"]);
    await waitFor(() => expect(document.querySelector('[data-page-state="no-permission"]')).not.toBeNull());
    expect(calls.filter((c) => c.url.includes("school"))).toEqual([]);
  });

  it("finds a school by any name, keeps it in the address and lists its names by language", async () => {
    const { calls, router } = open(
      [
        ...baseStubs,
        on(schoolEndpoints.searchSchools, {
          data: [schoolCard({ name: "加州大學柏克萊分校", matched_alias: "UCB" })],
          current_page: 1,
          per_page: 10,
          total: 1,
          last_page: 1,
        }),
      ],
      "/collegeAliases",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "College aliases" })).toBeTruthy();
    const picker = screen.getByRole("combobox", { name: "Find a school" });
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: "柏克萊" } });
    fireEvent.click(
      await screen.findByRole("option", {
        name: "加州大學柏克萊分校 · University of California-Berkeley (UCB) — Berkeley, CA (#7)",
        hidden: true,
      }),
    );
    const search = calls.find((c) => c.url.startsWith("/api/schools/search"));
    expect(new URL(search?.url ?? "", "http://web.test").searchParams.get("keyword")).toBe("柏克萊");
    await waitFor(() => expect(router.state.location.search).toBe("?school=7"));
    const english = await screen.findByTestId("aliases-en");
    expect(within(english).getByText("UC Berkeley")).toBeTruthy();
    expect(within(english).getByText("Typed as: ＵＣ Berkeley")).toBeTruthy();
    const traditional = screen.getByTestId("aliases-zh-TW");
    expect(within(traditional).getByText("加州大學柏克萊分校")).toBeTruthy();
    expect(within(traditional).getByText("Default")).toBeTruthy();
    expect(within(screen.getByTestId("aliases-zh-CN")).getByText("加州大学伯克利分校")).toBeTruthy();
  });

  it("says as a name is typed whether it is free, then adds it in its language", async () => {
    const { calls } = open([
      ...baseStubs,
      on(schoolEndpoints.getSchoolAliasesExist, { exists: false, school: null }),
      on(
        schoolEndpoints.createSchoolAlias,
        alias({ id: 40, name: "柏克萊", original_name: "柏克萊", is_default: false }),
      ),
    ]);
    fireEvent.change(await screen.findByRole("textbox", { name: "Name" }), { target: { value: "柏克萊" } });
    await waitFor(() =>
      expect(screen.getByTestId("alias-exists-hint").textContent).toBe("No school has this name yet."),
    );
    const exist = calls.find((c) => c.url.startsWith("/api/school-aliases/exist"));
    expect(new URL(exist?.url ?? "", "http://web.test").searchParams.get("keyword")).toBe("柏克萊");
    fireEvent.click(screen.getByRole("button", { name: "Add the name" }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([{ school_id: 7, lang: "zh-TW", name: "柏克萊", is_default: false }]),
    );
  });

  it("warns while typing a name another school has, and shows the 409 naming that school", async () => {
    const message = "“UCLA” already belongs to University of California-Los Angeles.";
    open([
      ...baseStubs,
      on(schoolEndpoints.getSchoolAliasesExist, {
        exists: true,
        school: { id: 9, name: "University of California-Los Angeles" },
      }),
      on(schoolEndpoints.createSchoolAlias, reply(409, { message, code: "conflict" })),
    ]);
    fireEvent.change(await screen.findByRole("textbox", { name: "Name" }), { target: { value: "UCLA" } });
    await waitFor(() =>
      expect(screen.getByTestId("alias-exists-hint").textContent).toBe(
        "This name already belongs to University of California-Los Angeles.",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Add the name" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("renames, makes default and deletes (after a confirmation) with the right calls", async () => {
    const { calls } = open([
      ...baseStubs,
      on(schoolEndpoints.updateSchoolAlias, ({ body }) => ({ ...ucb, ...(body as Partial<SchoolAlias>) })),
      on(schoolEndpoints.deleteSchoolAlias, { ok: true }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Make “UC Berkeley” the default" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PUT")).toEqual([
        expect.objectContaining({ url: "/api/school-aliases/33", body: { is_default: true } }),
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Rename “UC Berkeley”" }));
    const input = screen.getByRole("textbox", { name: "Rename “UC Berkeley”" });
    fireEvent.change(input, { target: { value: "Cal" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the name" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toContainEqual({ name: "Cal" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete “加州大學柏克萊分校”" }));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm delete" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
        "/api/school-aliases/31",
      ]),
    );
  });

  it("switches to Traditional Chinese, the language's texts loaded as the page needs them", async () => {
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "College aliases" })).toBeTruthy();
    await act(() => changeLocale("zh-TW", { persist: false }));
    expect(await screen.findByRole("heading", { level: 1, name: "學校別名" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "繁體中文" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "新增名稱" })).toBeTruthy();
  });
});
