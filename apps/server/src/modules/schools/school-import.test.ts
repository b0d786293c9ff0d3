import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SCHOOL_FACTS, type SchoolFactKey, updateSchoolSchema } from "@edu/shared/schools";
import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedDataFile } from "../../../test/helpers/shared-data";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { multipartBody } from "../../../test/helpers/upload-files";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { updateSchool } from "./school-edit.service";
import { importScorecardFile } from "./school-import.service";
import type { ImportProgress } from "./school-import-rules";
import { schoolFacts, schools } from "./schools.table";

/** The real Scorecard rows (../shared/data/schools, read in place: never copied into the repository). */
const SAMPLE = sharedDataFile("schools/scorecard-sample.csv");
const SAMPLE_YEAR = "2022-23";
const UNKNOWN = new Set(["NA", "PS", "NULL", "PrivacySuppressed", ""]);

type Cells = Record<string, string>;
let sampleRows: Cells[];
let header: string[];
let ctx: TestContext;
let tmp: string;
const auth: Record<string, { authorization: string }> = {};
let staffId = 0;

const db = () => ctx.database.db;
const row = (unitid: number) => sampleRows.find((cells) => cells.UNITID === String(unitid)) as Cells;
const FACT_COLUMNS = Object.entries(SCHOOL_FACTS).flatMap(([key, definition]) =>
  "column" in definition ? [[key as SchoolFactKey, definition.column.split("|")] as const] : [],
);
/** What a record's figure should be, read from its own cells: a number, or undefined (unknown). */
function expectedFact(cells: Cells, columns: readonly string[]): number | undefined {
  const column = columns.find((name) => !UNKNOWN.has(cells[name] ?? ""));
  return column === undefined ? undefined : Number(cells[column]);
}

async function schoolOf(unitid: number) {
  const [school] = await db().select().from(schools).where(eq(schools.unitid, unitid));
  if (!school) throw new Error(`no school ${unitid}`);
  return school;
}
async function factsOf(unitid: number, source: "scorecard" | "staff" = "scorecard", year = SAMPLE_YEAR) {
  const school = await schoolOf(unitid);
  const rows = await db()
    .select({ key: schoolFacts.key, value: schoolFacts.value })
    .from(schoolFacts)
    .where(
      and(eq(schoolFacts.schoolId, school.id), eq(schoolFacts.source, source), eq(schoolFacts.year, year)),
    );
  return Object.fromEntries(rows.map((fact) => [fact.key, fact.value]));
}

/** A CSV of the sample's header (or `columns`) in the temp directory. */
async function writeCsv(name: string, lines: string[], columns = header): Promise<string> {
  const file = path.join(tmp, name);
  await fs.writeFile(file, `${[columns.join(","), ...lines].join("\n")}\n`);
  return file;
}
/** A sample record as a CSV line with some cells replaced. */
function sampleLine(unitid: number, changes: Cells = {}): string {
  const cells = { ...row(unitid), ...changes };
  return header.map((column) => cells[column]).join(",");
}

beforeAll(async () => {
  const text = await fs.readFile(SAMPLE, "utf8");
  sampleRows = parse(text, { columns: true }) as Cells[];
  header = text.slice(0, text.indexOf("\n")).split(",");
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "edu-school-import-test-"));
  ctx = await createTestApp();
  for (const role of ["staff", "student"] as const) {
    const user = await createUser(db(), { username: role, roles: [role] });
    if (role === "staff") staffId = user.id;
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe("importing the Scorecard sample", () => {
  it("adds the 332 schools with the file's figures for its year", async () => {
    const report = await importScorecardFile(db(), SAMPLE, { year: SAMPLE_YEAR });
    expect(report).toMatchObject({ year: SAMPLE_YEAR, inserted: 332, updated: 0, unchanged: 0, skipped: 0 });
    expect(report.skippedRows).toEqual([]);
    const { size } = await fs.stat(SAMPLE);
    expect([report.bytesRead, report.bytesTotal]).toEqual([size, size]);
    const [count] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from schools`);
    expect(count?.n).toBe(332);

    // Every known cell of a figure's column is one fact, every unknown one none (never 0).
    const expectedFacts = sampleRows.reduce(
      (sum, cells) =>
        sum + FACT_COLUMNS.filter(([, columns]) => expectedFact(cells, columns) !== undefined).length,
      0,
    );
    const [facts] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from school_facts where source = 'scorecard' and year = ${SAMPLE_YEAR}`,
    );
    expect(facts?.n).toBe(expectedFacts);
    // Earnings and debt are NA in every row of the yearly file.
    const [earnings] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from school_facts where key in ('earnings_6y', 'earnings_10y', 'median_debt')`,
    );
    expect(earnings?.n).toBe(0);
  });

  it("reads three named schools as their cells say", async () => {
    for (const unitid of [166027, 110635, 100706]) {
      const cells = row(unitid);
      const school = await schoolOf(unitid);
      expect(school).toMatchObject({
        nameEn: cells.INSTNM,
        city: cells.CITY,
        state: cells.STABBR,
        zip: cells.ZIP,
        latitude: Number(cells.LATITUDE),
        longitude: Number(cells.LONGITUDE),
        handEdited: [],
      });
      const facts = await factsOf(unitid);
      const expected = Object.fromEntries(
        FACT_COLUMNS.flatMap(([key, columns]) => {
          const value = expectedFact(cells, columns);
          return value === undefined ? [] : [[key, value]];
        }),
      );
      expect(facts, cells.INSTNM).toEqual(expected);
    }
    // Written out: Harvard (private: net price from NPT4_PRIV, bare address given its scheme)…
    const harvard = await schoolOf(166027);
    expect(harvard).toMatchObject({
      nameEn: "Harvard University",
      slug: "harvard-university",
      control: "private_nonprofit",
      url: "https://www.harvard.edu/",
      netPriceUrl: "https://college.harvard.edu/financial-aid/net-price-calculator",
      searchKey: "harvarduniversity",
      initials: "hu",
    });
    expect(await factsOf(166027)).toMatchObject({
      admission_rate: 0.0324,
      sat_average: 1553,
      net_price: 19500,
    });
    // …and Berkeley (public: NPT4_PUB; SAT_AVG is NA, so no average).
    const berkeley = await factsOf(110635);
    expect(berkeley).toMatchObject({ admission_rate: 0.1133, net_price: 17371, undergraduates: 32475 });
    expect(berkeley).not.toHaveProperty("sat_average");
    expect((await schoolOf(110635)).control).toBe("public");
  });

  it("gives schools of the same name their own slugs (the state added)", async () => {
    const rows = await queryRows<{ slug: string }>(
      db(),
      sql`select slug from schools where name_en = 'St. John''s College' order by slug`,
    );
    expect(rows.map((r) => r.slug)).toHaveLength(2);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(2);
    expect(rows.map((r) => r.slug)).toContain("st-john-s-college");
  });

  it("changes nothing when imported again, and keeps what staff entered", async () => {
    const harvard = await schoolOf(166027);
    await updateSchool(
      db(),
      { id: staffId, roles: ["staff"] },
      harvard.id,
      updateSchoolSchema.parse({
        name_en: "Harvard College",
        city: "Cambridge, Massachusetts",
        facts: [{ key: "admission_rate", year: SAMPLE_YEAR, value: 0.035, note: "the office's figure" }],
      }),
      "en",
    );

    const progress: ImportProgress[] = [];
    const report = await importScorecardFile(db(), SAMPLE, {
      year: SAMPLE_YEAR,
      batchRows: 100,
      onProgress: (step) => progress.push(step),
    });
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 332, skipped: 0 });
    expect(await schoolOf(166027)).toMatchObject({
      nameEn: "Harvard College",
      city: "Cambridge, Massachusetts",
      zip: "02138",
      handEdited: expect.arrayContaining(["name_en", "city"]),
    });
    expect(await factsOf(166027, "staff")).toEqual({ admission_rate: 0.035 });
    expect((await factsOf(166027)).admission_rate).toBe(0.0324);

    // One progress step per batch of 100 (and the end), bytes growing to the file's size.
    const bytes = progress.map((step) => step.bytesRead);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ bytesRead: report.bytesTotal, unchanged: 332 });
    expect(progress.map((step) => step.unchanged)).toEqual([100, 200, 300, 332]);
  });
});

describe("what a file does not know", () => {
  it("reads NULL/PrivacySuppressed and NA/PS as unknown, 0 as 0", async () => {
    const columns = [
      "UNITID",
      "INSTNM",
      "STABBR",
      "CONTROL",
      "ADM_RATE",
      "SAT_AVG",
      "RET_FT4",
      "UGDS",
      "NPT4_PUB",
      "NPT4_PRIV",
    ];
    const file = await writeCsv(
      "codes.csv",
      [
        "900001,Old Codes College,VT,2,NULL,PrivacySuppressed,0.0000,1200,NULL,25000",
        "900002,New Codes College,VT,1,NA,PS,0.81,PS,31000,NA",
      ],
      columns,
    );
    const report = await importScorecardFile(db(), file, { year: "2021-22" });
    expect(report).toMatchObject({ inserted: 2, skipped: 0, badValues: {} });
    expect(await factsOf(900001, "scorecard", "2021-22")).toEqual({
      retention_rate: 0,
      undergraduates: 1200,
      net_price: 25000,
    });
    expect(await factsOf(900002, "scorecard", "2021-22")).toEqual({ retention_rate: 0.81, net_price: 31000 });
  });

  it("keeps a figure a later file lacks (the file's year from its name)", async () => {
    const newer = await writeCsv("MERGED2023_24_PP.csv", [
      sampleLine(166027, { ADM_RATE: "0.0345", SAT_AVG: "NA" }),
    ]);
    const report = await importScorecardFile(db(), newer);
    expect(report).toMatchObject({ year: "2023-24", updated: 1 });
    expect(await factsOf(166027, "scorecard", "2023-24")).toMatchObject({ admission_rate: 0.0345 });
    expect(await factsOf(166027, "scorecard", "2023-24")).not.toHaveProperty("sat_average");
    expect((await factsOf(166027)).sat_average).toBe(1553);

    // The same year again without the figure: still there, and nothing counts as changed.
    const sameYear = await writeCsv("again.csv", [sampleLine(166027, { SAT_AVG: "NA" })]);
    expect(await importScorecardFile(db(), sameYear, { year: SAMPLE_YEAR })).toMatchObject({
      updated: 0,
      unchanged: 1,
    });
    expect((await factsOf(166027)).sat_average).toBe(1553);
  });
});

describe("rows that cannot be imported", () => {
  it("skips them with the line and why, and reads bad numbers as unknown", async () => {
    const columns = ["UNITID", "INSTNM", "STABBR", "INSTURL", "CONTROL", "ADM_RATE", "UGDS"];
    const file = await writeCsv(
      "broken.csv",
      [
        "900010,Good College,OR,javascript:alert(1),2,0.5x,1500",
        "900011,Short College",
        ",No Unitid College,OR,,2,0.5,100",
        "900012,NA,OR,,2,0.5,100",
        "abc,Bad Id College,OR,,2,0.5,100",
        "900010,Good College Again,OR,,2,0.5,100",
        "900013,Nul\u0000 College,OR,,2,0.5,100",
        "900014,Fine College,or,fine.edu,9,1.5,-3",
      ],
      columns,
    );
    const report = await importScorecardFile(db(), file, { year: SAMPLE_YEAR });
    expect(report).toMatchObject({ inserted: 2, updated: 0, skipped: 6 });
    expect(report.skippedRows).toEqual([
      { line: 3, unitid: "900011", reason: "malformed" },
      { line: 4, unitid: "", reason: "no_unitid" },
      { line: 5, unitid: "900012", reason: "no_name" },
      { line: 6, unitid: "abc", reason: "bad_unitid" },
      { line: 7, unitid: "900010", reason: "duplicate_unitid" },
      { line: 8, unitid: "900013", reason: "control_characters" },
    ]);
    expect(report.badValues).toEqual({ INSTURL: 1, ADM_RATE: 2, CONTROL: 1, UGDS: 1 });
    expect(await schoolOf(900010)).toMatchObject({ nameEn: "Good College", url: "" });
    expect(await factsOf(900010)).toEqual({ undergraduates: 1500 });
    expect(await schoolOf(900014)).toMatchObject({ state: "OR", url: "https://fine.edu", control: null });
    expect(await factsOf(900014)).toEqual({});
  });

  it("fails a file without the institution columns, and says so", async () => {
    const file = await writeCsv("not-scorecard.csv", ["1,2"], ["ID", "NAME"]);
    await expect(importScorecardFile(db(), file)).rejects.toThrow(/no UNITID or INSTNM column/);
    const [failed] = await queryRows<{ status: string; error: string }>(
      db(),
      sql`select status, error from school_imports where file_name = 'not-scorecard.csv'`,
    );
    expect(failed).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/not a College Scorecard/),
    });
  });
});

describe("an import stopped half-way", () => {
  it("keeps the batches it committed and is recorded as failed", async () => {
    const lines = sampleRows
      .slice(0, 250)
      .map((cells, i) =>
        sampleLine(Number(cells.UNITID), { UNITID: String(700000 + i), INSTNM: `Stopped ${i}` }),
      );
    const file = await writeCsv("stopped.csv", lines);
    const controller = new AbortController();
    await expect(
      importScorecardFile(db(), file, {
        year: SAMPLE_YEAR,
        batchRows: 100,
        signal: controller.signal,
        onProgress: () => controller.abort(),
      }),
    ).rejects.toThrow();
    const [kept] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from schools where unitid between 700000 and 700249`,
    );
    expect(kept?.n).toBe(100);
    const [stopped] = await queryRows<{ status: string; inserted: number; finished: boolean }>(
      db(),
      sql`select status, inserted, finished_at is not null as finished from school_imports where file_name = 'stopped.csv'`,
    );
    expect(stopped).toEqual({ status: "failed", inserted: 100, finished: true });
  });
});

describe("POST /api/schools/import", () => {
  const upload = (user: string | undefined, parts: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(parts);
    return ctx.app.inject({
      method: "POST",
      url: "/api/schools/import",
      payload: body.payload,
      headers: { ...body.headers, ...(user ? auth[user] : {}) },
    });
  };

  it("answers at once with the import, whose progress runs to done", async () => {
    const content = await fs.readFile(SAMPLE);
    const res = await upload("staff", [
      { name: "file", filename: "MERGED2022_23_PP.csv", content, type: "text/csv" },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json();
    expect(started).toMatchObject({
      status: "running",
      file_name: "MERGED2022_23_PP.csv",
      year: SAMPLE_YEAR,
    });
    expect(started.bytes_total).toBe(content.length);

    let current = started;
    for (let i = 0; i < 200 && current.status === "running"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const poll = await ctx.app.inject({
        method: "GET",
        url: `/api/schools/imports/${started.id}`,
        headers: auth.staff,
      });
      expect(poll.statusCode, poll.body).toBe(200);
      current = poll.json();
      expect(current.bytes_read).toBeLessThanOrEqual(current.bytes_total);
    }
    expect(current).toMatchObject({
      status: "done",
      bytes_read: content.length,
      inserted: 0,
      unchanged: 332,
      skipped: 0,
      error: null,
    });
    expect(current.finished_at).not.toBeNull();
  });

  it("refuses callers who are not staff, a form without a file and a bad year", async () => {
    const file = { name: "file", filename: "s.csv", content: Buffer.from("UNITID,INSTNM\n") };
    expect((await upload(undefined, [file])).statusCode).toBe(401);
    expect((await upload("student", [file])).statusCode).toBe(403);
    const read = await ctx.app.inject({
      method: "GET",
      url: "/api/schools/imports/1",
      headers: auth.student,
    });
    expect(read.statusCode).toBe(403);

    const before = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from school_imports`);
    const noFile = await upload("staff", [{ name: "year", value: "2022-23" }]);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toHaveProperty("file");
    const badYear = await upload("staff", [file, { name: "year", value: "last year" }]);
    expect(badYear.statusCode).toBe(422);
    expect(badYear.json().errors).toHaveProperty("year");
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/schools/import",
      payload: { file: "x" },
      headers: auth.staff,
    });
    expect(json.statusCode).toBe(415);
    expect(await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from school_imports`)).toEqual(
      before,
    );
  });

  it("answers a running import whose process was lost as failed, in the reader's language", async () => {
    // A process that died mid-import leaves its row running with no progress for a while.
    const [lost] = await queryRows<{ id: number }>(
      db(),
      sql`insert into school_imports (file_name, year, status, bytes_total, progress_at)
        values ('lost.csv', '2022-23', 'running', 1000, now() - interval '6 minutes') returning id`,
    );
    const [alive] = await queryRows<{ id: number }>(
      db(),
      sql`insert into school_imports (file_name, year, status, bytes_total, progress_at)
        values ('alive.csv', '2022-23', 'running', 1000, now() - interval '1 minute') returning id`,
    );
    const read = (id: number | undefined) =>
      ctx.app.inject({
        method: "GET",
        url: `/api/schools/imports/${id}`,
        headers: { ...auth.staff, "accept-language": "zh-TW" },
      });
    const lostAnswer = (await read(lost?.id)).json();
    expect(lostAnswer.status).toBe("failed");
    expect(lostAnswer.error).toContain("匯入未完成就停止了");
    expect((await read(alive?.id)).json()).toMatchObject({ status: "running", error: null });
  });

  it("answers 404 for an import that does not exist", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/schools/imports/99999",
      headers: auth.staff,
    });
    expect(res.statusCode).toBe(404);
  });
});
