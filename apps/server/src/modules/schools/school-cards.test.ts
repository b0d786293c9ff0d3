import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type SchoolCard, type SchoolFactInput, updateSchoolSchema } from "@edu/shared/schools";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { updateSchool } from "./school-edit.service";
import { importScorecardFile } from "./school-import.service";
import { schools } from "./schools.table";

let ctx: TestContext;
let tmp: string;
let staffId = 0;
let authorization = "";

const db = () => ctx.database.db;
const COLUMNS = [
  "UNITID",
  "INSTNM",
  "STABBR",
  "ADM_RATE",
  "UGDS",
  "SATVR25",
  "SATVR75",
  "SATMT25",
  "SATMT75",
];

/** A Scorecard file of these records (cells in COLUMNS' order) in the temp directory. */
async function importRecords(name: string, records: string[][], year: string) {
  const file = path.join(tmp, name);
  await fs.writeFile(file, `${[COLUMNS, ...records].map((cells) => cells.join(",")).join("\n")}\n`);
  return importScorecardFile(db(), file, { year });
}

async function cards(query: string): Promise<SchoolCard[]> {
  const res = await ctx.app.inject({
    method: "GET",
    url: `/api/schools/search?state=WY&${query}`,
    headers: { authorization, "accept-language": "en" },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: SchoolCard[] }).data;
}
const names = async (query: string) => (await cards(query)).map((card) => card.name_en);

async function editFacts(unitid: number, facts: SchoolFactInput[]) {
  const [school] = await db().select({ id: schools.id }).from(schools).where(eq(schools.unitid, unitid));
  if (!school) throw new Error(`no school ${unitid}`);
  await updateSchool(
    db(),
    { id: staffId, roles: ["staff"] },
    school.id,
    updateSchoolSchema.parse({ facts }),
    "en",
  );
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "edu-school-cards-test-"));
  ctx = await createTestApp();
  staffId = (await createUser(db(), { username: "staff", roles: ["staff"] })).id;
  authorization = (await signIn(ctx.app, "staff")).authorization;
  await importRecords(
    "first.csv",
    [
      ["910001", "Alder College", "WY", "0.10", "1000", "500", "600", "510", "610"],
      ["910002", "Birch College", "WY", "0.20", "2000", "550", "650", "560", "660"],
      ["910003", "Cedar College", "WY", "0.30", "3000", "NA", "PS", "600", "700"],
    ],
    "2022-23",
  );
});

afterAll(async () => {
  await ctx?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe("a search's card figures", () => {
  it("are the imported figures: sorted, filtered and shown (a SAT total unknown when a section is)", async () => {
    expect(await names("sort=admission_rate")).toEqual(["Alder College", "Birch College", "Cedar College"]);
    const [alder, , cedar] = await cards("sort=admission_rate");
    expect(alder).toMatchObject({ admission_rate: 0.1, undergraduates: 1000, sat_25: 1010, sat_75: 1210 });
    expect(cedar).toMatchObject({ admission_rate: 0.3, sat_25: null, sat_75: null });
    expect(await names("sat=1250")).toEqual(["Birch College"]);
  });

  it("follow a staff figure at once, and the Scorecard's again when it is removed", async () => {
    await editFacts(910003, [{ key: "admission_rate", year: "2022-23", value: 0.05 }]);
    expect(await names("sort=admission_rate")).toEqual(["Cedar College", "Alder College", "Birch College"]);
    expect(await names("admission_rate_max=0.06")).toEqual(["Cedar College"]);
    expect((await cards("admission_rate_max=0.06"))[0]?.admission_rate).toBe(0.05);

    await editFacts(910003, [{ key: "admission_rate", year: "2022-23", value: null }]);
    expect(await names("sort=admission_rate")).toEqual(["Alder College", "Birch College", "Cedar College"]);
  });

  it("follow a re-import: a newer year's figure moves the school", async () => {
    const report = await importRecords(
      "newer.csv",
      [["910001", "Alder College", "WY", "0.50", "9000", "500", "600", "510", "610"]],
      "2023-24",
    );
    expect(report).toMatchObject({ updated: 1 });
    expect(await names("sort=admission_rate")).toEqual(["Birch College", "Cedar College", "Alder College"]);
    expect(await names("sort=size")).toEqual(["Alder College", "Cedar College", "Birch College"]);
    expect(await names("size=medium")).toEqual(["Alder College"]);
  });
});
