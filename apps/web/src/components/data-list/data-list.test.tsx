import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { csvCell, fetchAllRows, toCsv } from "./csv";
import { DataList, type DataListColumn } from "./data-list";
import { formatListTotal, type ListPage, ListPagination, ListTotal, pageCount } from "./list-pagination";

type Row = { id: number; name: string; note: string };

const columns: DataListColumn<Row>[] = [
  { key: "name", header: "Name", primary: true, cell: (row) => row.name, csv: (row) => row.name },
  { key: "note", header: "Note", cell: (row) => row.note, csv: (row) => row.note },
  {
    key: "actions",
    header: "Actions",
    actions: true,
    cell: (row) => <button type="button">{`Sign contract for ${row.name}`}</button>,
  },
];
const rows: Row[] = [
  { id: 1, name: "Wang Xiaoming", note: "Mon 18:00" },
  { id: 2, name: "Chen Mei", note: "Tue 19:00" },
];

function setWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
}

const renderList = (items: Row[] = rows, loading = false) =>
  render(
    <MantineProvider>
      <DataList
        items={items}
        columns={columns}
        rowKey={(row) => row.id}
        label="Classes"
        testId="list"
        loading={loading}
      />
    </MantineProvider>,
  );

const page = (over: Partial<ListPage>): ListPage => ({
  data: [],
  current_page: 1,
  per_page: 50,
  total: 0,
  last_page: 1,
  ...over,
});

afterEach(() => setWidth(1024));

describe("DataList", () => {
  it("is a table with column headers on desktop", () => {
    setWidth(1280);
    renderList();
    const list = screen.getByTestId("list");
    expect(list.dataset.layout).toBe("table");
    const table = screen.getByRole("table", { name: "Classes" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Note", "Actions"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByRole("button", { name: "Sign contract for Chen Mei" })).toBeTruthy();
  });

  it("is a list of cards at 375 px with the same fields and actions", () => {
    setWidth(375);
    renderList();
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "Classes" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const second = cards[1] as HTMLElement;
    expect(second.textContent).toContain("Chen Mei");
    // The field keeps its label (a description list); the action stays a visible button.
    expect(within(second).getByText("Note").tagName).toBe("DT");
    expect(within(second).getByText("Tue 19:00").tagName).toBe("DD");
    expect(within(second).getByRole("button", { name: "Sign contract for Chen Mei" })).toBeTruthy();
  });

  it("says it is loading, and says so when empty", () => {
    const loading = renderList([], true);
    expect(screen.getByRole("status").textContent).toContain("Loading");
    loading.unmount();
    renderList([]);
    expect(screen.getByText("Nothing here yet.")).toBeTruthy();
  });
});

describe("pagination and totals", () => {
  it("offers the server's pages, or the next one while a capped page is full", () => {
    expect(pageCount(page({ last_page: 4 }))).toBe(4);
    const full = Array.from({ length: 50 }, (_, i) => i);
    expect(
      pageCount(page({ data: full, current_page: 20, last_page: 20, total: 1000, total_capped: 1 })),
    ).toBe(21);
    expect(
      pageCount(page({ data: [1, 2], current_page: 23, last_page: 20, total: 1000, total_capped: 1 })),
    ).toBe(23);
  });

  it("shows a capped total as 1,000+ in the reader's language", () => {
    expect(formatListTotal({ total: 1000, total_capped: 1 }, "en")).toBe("1,000+");
    expect(formatListTotal({ total: 1234 }, "zh-TW")).toBe("1,234");
    render(
      <MantineProvider>
        <ListTotal list={{ total: 1000, total_capped: 1 }} testId="total" />
      </MantineProvider>,
    );
    expect(screen.getByTestId("total").textContent).toBe("1,000+ results");
  });

  it("renders page controls with a next page past a capped last page", () => {
    const full = Array.from({ length: 50 }, (_, i) => i);
    render(
      <MantineProvider>
        <ListPagination
          list={page({ data: full, current_page: 20, last_page: 20, total: 1000, total_capped: 1 })}
          onChange={() => {}}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole("button", { name: "Page 21" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next page" }).hasAttribute("disabled")).toBe(false);
  });

  it("renders nothing for a single page", () => {
    const { container } = render(
      <MantineProvider>
        <ListPagination list={page({ last_page: 1 })} onChange={() => {}} />
      </MantineProvider>,
    );
    expect(container.querySelector("nav")).toBeNull();
  });
});

describe("CSV", () => {
  it("neutralises formulas and quotes separators", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+886 912")).toBe("'+886 912");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
  });

  it("starts with a BOM, has a header line and CRLF line ends, exports only csv columns", () => {
    const csv = toCsv([{ id: 1, name: "王小明", note: "=1+1" }], columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("Name,Note\r\n王小明,'=1+1\r\n");
  });

  it("fetches every page of the filter, stopping at the row limit", async () => {
    const pages: number[] = [];
    const fetchPage = async (n: number) => {
      pages.push(n);
      return page({ data: [n * 10, n * 10 + 1], per_page: 2, current_page: n, last_page: 3, total: 6 });
    };
    expect(await fetchAllRows(fetchPage)).toEqual({ rows: [10, 11, 20, 21, 30, 31], truncated: false });
    expect(pages).toEqual([1, 2, 3]);
    expect(await fetchAllRows(fetchPage, 3)).toEqual({ rows: [10, 11, 20], truncated: true });
  });
});
