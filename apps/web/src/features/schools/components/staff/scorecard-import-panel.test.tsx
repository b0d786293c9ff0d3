import { accountEndpoints } from "@edu/shared";
import { type SchoolImport, schoolEndpoints } from "@edu/shared/schools";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../../lib/i18n";
import type { StubCall } from "../../../../test/fetch-stub-kit";
import { aUser } from "../../../../test/fixtures/people";
import { on } from "../../../../test/stub-endpoints";
import SchoolEditPage from "../../pages/school-edit-page";
import { closeStaffPage, openStaffPage } from "./school-staff.fixture";
import { IMPORT_POLL_MS } from "./scorecard-import-panel";
import { ImportUploading } from "./scorecard-import-panel-report";

afterEach(async () => {
  // Back to English while the fetch stub still answers (a signed-in language change is saved).
  await i18n.changeLanguage("en");
  cleanup();
  closeStaffPage();
  vi.useRealTimers();
});

/** An import as the server answers it: just started on the 2022-23 file. */
function schoolImport(overrides: Partial<SchoolImport> = {}): SchoolImport {
  return {
    id: 12,
    status: "running",
    file_name: "MERGED2022_23_PP.csv",
    year: "2022-23",
    bytes_read: 0,
    bytes_total: 4_000_000,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skipped_rows: [],
    error: null,
    started_at: "2026-11-28T10:00:00.000Z",
    finished_at: null,
    ...overrides,
  };
}

const quarter = schoolImport({ bytes_read: 1_000_000, inserted: 80, skipped: 1 });
const finished = schoolImport({
  status: "done",
  bytes_read: 4_000_000,
  inserted: 320,
  updated: 9,
  unchanged: 1,
  skipped: 2,
  skipped_rows: [
    { line: 41, unitid: "", reason: "no_unitid" },
    { line: 97, unitid: "110635", reason: "duplicate_unitid" },
  ],
  finished_at: "2026-11-28T10:01:00.000Z",
});

/** /schools/edit without a picked school; GET imports/12 answers `reads` in turn (the last one repeats). */
function open(reads: SchoolImport[]) {
  let read = 0;
  return openStaffPage(<SchoolEditPage />, {
    pattern: "/schools/edit",
    path: "/schools/edit",
    stubs: [
      on(schoolEndpoints.createSchoolsImport, schoolImport()),
      on(schoolEndpoints.getSchoolsImport, () => reads[Math.min(read++, reads.length - 1)] as SchoolImport, {
        params: { id: 12 },
      }),
      on(accountEndpoints.updateLang, (request) => aUser(request.body as { lang: "en" })),
    ],
  });
}

function chooseFile(name = "MERGED2022_23_PP.csv") {
  const file = new File(["UNITID,INSTNM\n110635,University of California-Berkeley\n"], name, {
    type: "text/csv",
  });
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [file] },
  });
}

const bar = () => screen.getByRole("progressbar", { name: "Reading the file" });
const count = (name: string) => within(screen.getByTestId(`import-${name}`)).getByText(/\d/).textContent;
const posts = (calls: StubCall[]) =>
  calls.filter((c) => c.method === "POST" && c.url === "/api/schools/import").map((c) => c.body);

describe("the Scorecard upload on /schools/edit", { timeout: 30_000 }, () => {
  it("has a bar without a value while the file travels (its progress is not known)", () => {
    render(
      <MantineProvider>
        <ImportUploading fileName="MERGED2022_23_PP.csv" />
      </MantineProvider>,
    );
    const uploading = screen.getByRole("progressbar", { name: "Uploading the file" });
    expect(uploading.getAttribute("aria-valuenow")).toBeNull();
    expect(
      screen.getByText("Uploading MERGED2022_23_PP.csv… The import starts once the whole file has arrived."),
    ).toBeTruthy();
  });

  it("sends the file with the year, then moves the import's bar and shows its report", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = open([quarter, finished]);
    expect(await screen.findByRole("heading", { name: "Import College Scorecard data" })).toBeTruthy();
    expect(screen.getByText("Pick a school to work on.")).toBeTruthy();
    chooseFile();
    fireEvent.change(screen.getByRole("textbox", { name: /Scorecard year/ }), {
      target: { value: "2022-23" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Import" }));

    await waitFor(() => expect(bar().getAttribute("aria-valuenow")).toBe("25"));
    expect(posts(calls)).toEqual([{ year: "2022-23", file: "MERGED2022_23_PP.csv" }]);
    expect(screen.queryByRole("progressbar", { name: "Uploading the file" })).toBeNull();
    expect(screen.getByTestId("import-percent").textContent).toBe("25% read (1 MB of 4 MB)");
    expect(screen.getByText("Importing MERGED2022_23_PP.csv, figures for 2022-23…")).toBeTruthy();
    expect(count("inserted")).toBe("80");
    expect((screen.getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS + 100));
    await waitFor(() => expect(bar().getAttribute("aria-valuenow")).toBe("100"));
    expect(screen.getByTestId("import-percent").textContent).toBe("100% read (4 MB of 4 MB)");
    expect(screen.getByRole("status").textContent).toBe(
      "MERGED2022_23_PP.csv imported: figures for 2022-23.",
    );
    expect([count("inserted"), count("updated"), count("unchanged"), count("skipped")]).toEqual([
      "320",
      "9",
      "1",
      "2",
    ]);
    const skipped = within(screen.getByTestId("import-skipped-rows")).getAllByRole("row").slice(1);
    expect(skipped.map((row) => row.textContent)).toEqual([
      "41—No UNITID",
      "97110635This UNITID came earlier in the file",
    ]);
    expect((screen.getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(false);

    // Done: no more reads.
    const reads = calls.filter((c) => c.url === "/api/schools/imports/12").length;
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3));
    expect(calls.filter((c) => c.url === "/api/schools/imports/12").length).toBe(reads);
  });

  it("translates a skipped row's reason (zh-TW)", async () => {
    open([finished]);
    await act(() => i18n.changeLanguage("zh-TW"));
    chooseFile();
    fireEvent.click(await screen.findByRole("button", { name: "匯入" }));
    const table = await screen.findByTestId("import-skipped-rows");
    expect(within(table).getByText("這個 UNITID 在檔案前面已出現過")).toBeTruthy();
    expect(within(table).getByText("沒有 UNITID")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "讀取檔案進度" }).getAttribute("aria-valuenow")).toBe(
      "100",
    );
  });

  it("shows a failed import's error and where it stopped", async () => {
    open([
      schoolImport({
        status: "failed",
        bytes_read: 2_000_000,
        inserted: 150,
        error: "not a College Scorecard institution file: no UNITID column",
        finished_at: "2026-11-28T10:00:30.000Z",
      }),
    ]);
    chooseFile();
    fireEvent.click(await screen.findByRole("button", { name: "Import" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The import of MERGED2022_23_PP.csv stopped.")).toBeTruthy();
    expect(
      within(alert).getByText("not a College Scorecard institution file: no UNITID column"),
    ).toBeTruthy();
    expect(bar().getAttribute("aria-valuenow")).toBe("50");
    expect(count("inserted")).toBe("150");
  });

  it("sends nothing without a CSV file or with a year in another form", async () => {
    const { calls } = open([finished]);
    fireEvent.click(await screen.findByRole("button", { name: "Import" }));
    expect(await screen.findByText("Choose the CSV file to import.")).toBeTruthy();
    chooseFile("scorecard.xlsx");
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Choose a .csv file.")).toBeTruthy();
    chooseFile();
    fireEvent.change(screen.getByRole("textbox", { name: /Scorecard year/ }), { target: { value: "22/23" } });
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(
      await screen.findByText("Use a year such as 2026 or an academic year such as 2025-26."),
    ).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });
});
