import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AdminList, useRowDelete } from "./admin-list";
import type { DataListColumn } from "./data-list";
import type { ListPage } from "./list-pagination";

type Row = { id: number; name: string };

const PAGES: Record<number, Row[]> = {
  1: [
    { id: 1, name: "王小明" },
    { id: 2, name: "=cmd|' /C calc'!A0" },
  ],
  2: [{ id: 3, name: "Chen, Mei" }],
};
const pageOf = (page: number): ListPage<Row> => ({
  data: PAGES[page] ?? [],
  current_page: page,
  per_page: 2,
  total: 3,
  last_page: 2,
});

function Harness({ onDelete }: { onDelete: (id: number) => Promise<unknown> }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const remove = useRowDelete({ mutationFn: onDelete, invalidate: ["rows"] });
  const columns: DataListColumn<Row>[] = [
    { key: "name", header: "Name", primary: true, cell: (row) => row.name, csv: (row) => row.name },
    {
      key: "actions",
      header: "Actions",
      actions: true,
      cell: (row) => remove.buttons(row.id, `Delete ${row.name}`),
    },
  ];
  return (
    <AdminList
      query={{ data: pageOf(page), isPending: false, isError: false, error: null }}
      page={page}
      onPage={setPage}
      search={{ label: "Search", value: q, onChange: setQ }}
      total
      csv={{ filename: "rows", fetchPage: async (n) => pageOf(n) }}
      columns={columns}
      rowKey={(row) => row.id}
      label="Rows"
      testId="rows"
    />
  );
}

const renderHarness = (onDelete: (id: number) => Promise<unknown> = async () => ({})) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Harness onDelete={onDelete} />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe("AdminList", () => {
  it("shows search, total, rows and pages", () => {
    renderHarness();
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeTruthy();
    expect(screen.getByText("3 results")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Rows" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(screen.getByText("Chen, Mei")).toBeTruthy();
  });

  it("exports every page of the filter as a CSV file Excel reads", async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:rows";
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("rows.csv");
    });
    renderHarness();
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      `Name\r\n王小明\r\n'=cmd|' /C calc'!A0\r\n"Chen, Mei"\r\n`,
    );
  });

  it("deletes a row only after the confirmation", async () => {
    const deleted: number[] = [];
    renderHarness(async (id) => deleted.push(id));
    fireEvent.click(screen.getByRole("button", { name: "Delete 王小明" }));
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm delete" }));
    await waitFor(() => expect(deleted).toEqual([1]));
  });
});
