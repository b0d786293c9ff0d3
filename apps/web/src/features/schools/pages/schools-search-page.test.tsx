import { schoolEndpoints } from "@edu/shared/schools";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aSchoolCard, closeSchoolsPage, openSchoolsPage, searchQueries } from "../test/schools-test-kit";
import SchoolsSearchPage from "./schools-search-page";

function setWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
}

afterEach(() => {
  closeSchoolsPage();
  setWidth(1024);
});

const page = (data = [aSchoolCard()], total = data.length) => ({
  data,
  current_page: 1,
  per_page: 25,
  total,
  last_page: Math.max(1, Math.ceil(total / 25)),
});

const open = (path = "/schools", answer = page()) =>
  openSchoolsPage(<SchoolsSearchPage />, {
    pattern: "/schools",
    path,
    stubs: [on(schoolEndpoints.searchSchools, answer)],
  });

describe("/schools", { timeout: 20_000 }, () => {
  it("searches with the keyword typed (any script), sorted by relevance, and keeps it in the address", async () => {
    const { calls, router } = open(
      "/schools",
      page([aSchoolCard({ matched_alias: "柏克萊", name: "University of California-Berkeley" })]),
    );
    await screen.findByTestId("school-results");
    expect(searchQueries(calls)[0]?.get("sort")).toBe("ranking");
    fireEvent.change(screen.getByRole("searchbox", { name: /School name/ }), {
      target: { value: "柏克萊 " },
    });
    // Typing pauses before it searches (debounced); a busy machine needs more than waitFor's default second.
    await waitFor(() => expect(searchQueries(calls).at(-1)?.get("keyword")).toBe("柏克萊"), {
      timeout: 5000,
    });
    expect(searchQueries(calls).at(-1)?.get("sort")).toBe("relevance");
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent("柏克萊")}`);
    // What was typed stays as typed while the search runs for the trimmed keyword.
    expect(screen.getByRole("searchbox", { name: /School name/ })).toHaveProperty("value", "柏克萊 ");
    expect((await screen.findAllByTestId("matched-alias"))[0]?.textContent).toBe("Matched: 柏克萊");
  });

  it("reads a shared search from the address: keyword, sort, order, filters and page go into the call", async () => {
    const { calls } = open(
      "/schools?keyword=ucb&sort=cost&order=desc&state=CA&control=public&size=large&admission_rate_max=0.2&sat=1450&act=33&cost_max=60000&page=2",
    );
    await screen.findByTestId("school-results");
    const query = Object.fromEntries(searchQueries(calls)[0] ?? []);
    expect(query).toEqual({
      keyword: "ucb",
      sort: "cost",
      order: "desc",
      state: "CA",
      control: "public",
      size: "large",
      admission_rate_max: "0.2",
      sat: "1450",
      act: "33",
      cost_max: "60000",
      page: "2",
      page_size: "25",
    });
  });

  it("puts a chosen sort, order and filter into the address and the call, back on page 1", async () => {
    const { calls, router } = open("/schools?page=3");
    await screen.findByTestId("school-results");
    fireEvent.click(screen.getByRole("combobox", { name: "Sort by" }));
    fireEvent.click(await screen.findByRole("option", { name: "Admission rate", hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=admission_rate"));
    fireEvent.click(screen.getByRole("radio", { name: "High to low" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=admission_rate&order=desc"));
    fireEvent.click(screen.getByRole("combobox", { name: "Public or private" }));
    fireEvent.click(await screen.findByRole("option", { name: "Private nonprofit", hidden: true }));
    fireEvent.change(screen.getByRole("textbox", { name: "Admission rate up to" }), {
      target: { value: "25" },
    });
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(
          "?sort=admission_rate&order=desc&control=private_nonprofit&admission_rate_max=0.25",
        ),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(Object.fromEntries(searchQueries(calls).at(-1) ?? [])).toMatchObject({
        sort: "admission_rate",
        order: "desc",
        control: "private_nonprofit",
        admission_rate_max: "0.25",
        page: "1",
      }),
    );
  });

  it("goes Back to the search before", async () => {
    const { router } = open("/schools?keyword=mit");
    await screen.findByTestId("school-results");
    fireEvent.click(screen.getByRole("combobox", { name: "Public or private" }));
    fireEvent.click(await screen.findByRole("option", { name: "Public", hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe("?keyword=mit&control=public"));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe("?keyword=mit"));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Public or private" })).toHaveProperty("value", ""),
    );
    expect(screen.getByRole("searchbox", { name: /School name/ })).toHaveProperty("value", "mit");
  });

  it("writes figures as the product writes them, unknown ones as a dash that says “not reported”", async () => {
    setWidth(1280);
    open();
    const table = await screen.findByRole("table", { name: "Schools found" });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByRole("link", { name: "加州大學柏克萊分校" }).getAttribute("href")).toBe(
      "/schools/university-of-california-berkeley",
    );
    expect(within(row).getByText("University of California-Berkeley")).toBeTruthy();
    expect(within(row).getByText("11.4%")).toBeTruthy();
    expect(within(row).getByText("1330–1530")).toBeTruthy();
    expect(within(row).getByText("US$46,475")).toBeTruthy();
    expect(within(row).getByText("#15")).toBeTruthy();
    // The ACT range is not reported: a dash, read out as "Not reported", never 0.
    expect(within(row).getAllByText("Not reported").length).toBeGreaterThan(0);
    expect(row.textContent).not.toContain("0–0");
  });

  it("lists cards on a phone and a table on a desktop", async () => {
    setWidth(375);
    open();
    const cards = await screen.findByRole("list", { name: "Schools found" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByRole("table")).toBeNull();
    // The filters fold behind a button on a phone.
    expect(screen.getByRole("button", { name: "Filters" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("says when nothing matches", async () => {
    open("/schools?keyword=zzz", page([]));
    expect((await screen.findByTestId("school-empty")).textContent).toContain("No school matches this name");
  });
});
