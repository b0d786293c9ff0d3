import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolListWorld } from "../../../test/helpers/school-list-world";
import { addDays, schoolToday } from "../../school-calendar";
import { users } from "../users";

let world: Awaited<ReturnType<typeof schoolListWorld>>;
let today: string;
const ids: Record<string, number> = {};

const post = (payload: object) =>
  world.app.inject({ method: "POST", url: "/api/counseling-school", headers: world.auth.counselor, payload });

beforeAll(async () => {
  world = await schoolListWorld();
  today = schoolToday(new Date(), world.ctx.config.SCHOOL_TIME_ZONE);
  // A name a spreadsheet would run as a formula: the CSV must not.
  await world.db
    .update(users)
    .set({ firstName: "=HYPERLINK(1)", lastName: "" })
    .where(eq(users.id, world.ids.student));
  const base = { student_user_id: world.ids.student, is_applying: 1 };
  ids.soon = (
    await post({
      ...base,
      school_id: world.more[0],
      internal_deadline: addDays(today, 3),
      application_status: "in_progress",
    })
  ).json().data.id;
  ids.later = (
    await post({
      ...base,
      school_id: world.more[1],
      internal_deadline: addDays(today, 40),
      admissions_result: "admitted",
    })
  ).json().data.id;
  ids.none = (await post({ ...base, school_id: world.more[2], decision_plan: "rolling" })).json().data.id;
  ids.notApplying = (
    await post({
      student_user_id: world.ids.student,
      school_id: world.more[3],
      internal_deadline: addDays(today, 2),
    })
  ).json().data.id;
}, 60_000);
afterAll(() => world.ctx.close());

const list = async (query: string, who: keyof typeof world.auth = "counselor") => {
  const res = await world.app.inject({
    method: "GET",
    url: `/api/counseling-applications?${query}`,
    headers: world.auth[who],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET counseling-applications", () => {
  it("lists applying rows only, soonest deadline first, paged", async () => {
    const all = await list("page_size=2");
    expect(all.total).toBe(3);
    expect(all.last_page).toBe(2);
    expect(all.data.map((row: { id: number }) => row.id)).toEqual([ids.soon, ids.later]);
    expect(all.data[0].student.username).toBe("cp-student");
  });

  it("filters by deadline within N days, status, plan and result", async () => {
    expect((await list("deadline_within_days=7")).data.map((row: { id: number }) => row.id)).toEqual([
      ids.soon,
    ]);
    expect((await list("deadline_within_days=60")).total).toBe(2);
    expect((await list("application_status=in_progress")).data.map((row: { id: number }) => row.id)).toEqual([
      ids.soon,
    ]);
    expect((await list("decision_plan=rolling")).data.map((row: { id: number }) => row.id)).toEqual([
      ids.none,
    ]);
    expect((await list("admissions_result=admitted")).data.map((row: { id: number }) => row.id)).toEqual([
      ids.later,
    ]);
    const bad = await world.app.inject({
      method: "GET",
      url: "/api/counseling-applications?deadline_within_days=9999",
      headers: world.auth.counselor,
    });
    expect(bad.statusCode).toBe(422);
  });

  it("exports the same rows as CSV in the reader's language: BOM, CRLF, formula-safe cells", async () => {
    const res = await world.app.inject({
      method: "GET",
      url: "/api/counseling-applications/csv?deadline_within_days=60",
      headers: { ...world.auth.counselor, "accept-language": "zh-TW" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("attachment");
    expect(res.body.startsWith("\uFEFF學生,學校,")).toBe(true);
    const lines = res.body.slice(1).split("\r\n");
    expect(lines).toHaveLength(4); // header, two rows, the final line end
    expect(lines[1]?.startsWith("'=HYPERLINK(1),")).toBe(true);
    expect(lines[1]).toContain("進行中");
    expect(res.body).not.toContain(",=");
  });

  it("shows nothing of students the caller does not counsel", async () => {
    expect((await list("", "otherTeacher")).data).toEqual([]);
    expect((await list("", "admin")).total).toBe(3);
  });
});
