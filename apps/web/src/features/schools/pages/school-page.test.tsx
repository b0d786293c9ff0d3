import { accountEndpoints, type Role } from "@edu/shared";
import { schoolEndpoints } from "@edu/shared/schools";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { aUser } from "../../../test/fixtures/people";
import { on, reply } from "../../../test/stub-endpoints";
import { aFact, aSchoolDetail, closeSchoolsPage, openSchoolsPage } from "../test/schools-test-kit";
import SchoolPage from "./school-page";

afterEach(async () => {
  // Back to English while the fetch stub still answers (a signed-in language change is saved).
  await i18n.changeLanguage("en");
  cleanup();
  closeSchoolsPage();
});

const berkeley = aSchoolDetail({
  name: "加州大學柏克萊分校",
  overview: "A public research university on the east side of San Francisco Bay.",
  links: [{ id: 3, kind: "virtual_tour", url: "https://www.berkeley.edu/visit", label: "" }],
  facts: [
    aFact(),
    // An older Scorecard figure gives way to the newer one; in one year staff's figure wins.
    aFact({ key: "sat_math_25", value: 700, year: "2021-22" }),
    aFact({ key: "sat_math_25", value: 720, year: "2022-23" }),
    aFact({ key: "sat_math_75", value: 790, year: "2022-23" }),
    aFact({ key: "gpa_average", value: 3.9, year: "2025-26", source: "staff", note: "approximate" }),
    aFact({ key: "cost_of_attendance", value: 46_475 }),
    aFact({ key: "net_price_income_48_75k", value: 9_870 }),
    aFact({ key: "net_price_income_48_75k", value: 9_500, year: "2022-23", source: "staff" }),
  ],
});

const open = (path: string, roles: Role[] = ["parent"], detail = berkeley) =>
  openSchoolsPage(<SchoolPage />, {
    pattern: "/schools/:schoolId/:type?",
    path,
    roles,
    stubs: [on(schoolEndpoints.getSchool, detail)],
  });

const figure = (key: string) => document.querySelector(`[data-fact="${key}"]`) as HTMLElement;

describe("/schools/{schoolId}/{type}", { timeout: 20_000 }, () => {
  it("shows the name in the reader's language with the English name beside it, and the Overview with links", async () => {
    const { calls } = open("/schools/university-of-california-berkeley");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("加州大學柏克萊分校");
    expect(screen.getByTestId("english-name").textContent).toBe("University of California-Berkeley");
    expect(calls.some((call) => call.url === "/api/schools/university-of-california-berkeley")).toBe(true);
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText(/public research university/)).toBeTruthy();
    const links = screen.getByTestId("school-links");
    expect(
      within(links)
        .getByRole("link", { name: /Virtual tour/ })
        .getAttribute("href"),
    ).toBe("https://www.berkeley.edu/visit");
    expect(within(links).getByRole("link", { name: /School website/ })).toBeTruthy();
  });

  it("gives each tab its own address: choosing a tab moves the URL, the URL opens its tab", async () => {
    const { router } = open("/schools/university-of-california-berkeley");
    fireEvent.click(await screen.findByRole("tab", { name: "Admissions" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/schools/university-of-california-berkeley/admissions"),
    );
    expect(screen.getByRole("tab", { name: "Admissions" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: "More Rankings" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/schools/university-of-california-berkeley/rankings"),
    );
    fireEvent.click(screen.getByRole("tab", { name: "Overview" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/schools/university-of-california-berkeley"),
    );
  });

  it("says each figure's source and year, the newest year first and staff's over the Scorecard's", async () => {
    open("/schools/7/admissions");
    await screen.findByRole("tab", { name: "Admissions", selected: true });
    expect(within(figure("admission_rate")).getByText("11.4%")).toBeTruthy();
    expect(within(figure("admission_rate")).getByText("College Scorecard 2022-23")).toBeTruthy();
    expect(within(figure("sat_math_25")).getByText("720")).toBeTruthy();
    expect(within(figure("gpa_average")).getByText("3.90")).toBeTruthy();
    expect(within(figure("gpa_average")).getByText("Staff, 2025-26 · approximate")).toBeTruthy();
    // What the school does not report is named, not shown as 0.
    expect(screen.getByTestId("not-reported-list").textContent).toContain("Regular Decision deadline");
    // The charts (loaded lazily) are one image each, named by their numbers.
    expect(
      await screen.findByRole("img", {
        name: "SAT scores of admitted students, 25th–75th percentile: Math 720–790",
      }),
    ).toBeTruthy();
    expect(await screen.findByRole("img", { name: "11.4% of applicants admitted" })).toBeTruthy();
  });

  it("shows a parent the net price of their income band, kept in the address", async () => {
    const { router } = open("/schools/7/financials");
    expect(
      within(
        await screen.findByText("Cost of attendance per year").then(() => figure("cost_of_attendance")),
      ).getByText("US$46,475"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: /Your family's yearly income/ }));
    fireEvent.click(await screen.findByRole("option", { name: "US$48,001–75,000", hidden: true }));
    expect((await screen.findByTestId("your-net-price")).textContent).toBe(
      "Net price for a family earning US$48,001–75,000: US$9,500 a year",
    );
    expect(router.state.location.search).toBe("?income=48_75k");
  });

  it("explains an empty tab: what is missing, and that staff add it (with the way there for staff)", async () => {
    open("/schools/7/salaries");
    const empty = await screen.findByTestId("empty-tab");
    expect(empty.textContent).toContain("No Salaries figures for this school yet");
    expect(empty.textContent).toContain("Median earnings 10 years after entry");
    expect(within(empty).queryByRole("link")).toBeNull();
    cleanup();
    closeSchoolsPage();
    open("/schools/7/salaries", ["staff"]);
    const forStaff = await screen.findByTestId("empty-tab");
    await waitFor(() =>
      expect(within(forStaff).getByRole("link", { name: "Add figures" }).getAttribute("href")).toBe(
        "/schools/edit?school=7",
      ),
    );
  });

  it("reads in Traditional Chinese: tabs, figures and their source", async () => {
    const { calls } = openSchoolsPage(<SchoolPage />, {
      pattern: "/schools/:schoolId/:type?",
      path: "/schools/7/admissions",
      stubs: [
        on(schoolEndpoints.getSchool, berkeley),
        on(accountEndpoints.updateLang, aUser({ lang: "zh-TW" })),
      ],
    });
    await act(() => i18n.changeLanguage("zh-TW"));
    expect(await screen.findByRole("tab", { name: "招生", selected: true })).toBeTruthy();
    expect(within(figure("admission_rate")).getByText("錄取率")).toBeTruthy();
    expect(within(figure("admission_rate")).getByText("美國教育部 College Scorecard 2022-23")).toBeTruthy();
    expect(within(figure("gpa_average")).getByText("本中心人員，2025-26 · approximate")).toBeTruthy();
    // Names come in the reader's language: the school is asked for again in it.
    const asked = calls.filter((call) => call.url === "/api/schools/7").at(-1);
    expect(asked?.headers["Accept-Language"] ?? asked?.headers["accept-language"]).toBe("zh-TW");
  });

  it("answers an unknown tab or school as not found", async () => {
    open("/schools/7/nonsense");
    await waitFor(() =>
      expect(document.querySelector("[data-page-state]")?.getAttribute("data-page-state")).toBe("not-found"),
    );
    cleanup();
    closeSchoolsPage();
    openSchoolsPage(<SchoolPage />, {
      pattern: "/schools/:schoolId/:type?",
      path: "/schools/no-such-school",
      stubs: [on(schoolEndpoints.getSchool, reply(404, { message: "Not found", code: "not_found" }))],
    });
    await waitFor(() =>
      expect(document.querySelector("[data-page-state]")?.getAttribute("data-page-state")).toBe("not-found"),
    );
  });
});
