import { currentCycle } from "@edu/shared/counseling-schools";
import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSchool, callerIn, schoolListWorld } from "../../../test/helpers/school-list-world";
import { queryRows } from "../../db/query-rows";
import { addDays, schoolToday } from "../../school-calendar";

let world: Awaited<ReturnType<typeof schoolListWorld>>;
const call = callerIn(() => world);
type Who = keyof typeof world.auth;

beforeAll(async () => {
  world = await schoolListWorld();
}, 60_000);
afterAll(() => world.ctx.close());

describe("the counseling schools type", () => {
  const put = (who: Who, payload: object) =>
    world.app.inject({
      method: "PUT",
      url: "/api/counseling-schools-type",
      headers: world.auth[who],
      payload,
    });

  it("is not set at first, set and cleared by the person themself", async () => {
    const first = await call("GET", "/api/counseling-schools-type", undefined, "student");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      user_id: world.ids.student,
      username: "cp-student",
      schools_type: null,
      updated_at: null,
    });
    const set = await put("student", { username: "cp-student", schools_type: "COMMON_APP" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ schools_type: "COMMON_APP", updated_at: expect.any(String) });
    const read = await call("GET", "/api/counseling-schools-type?username=cp-student", undefined, "student");
    expect(read.json().schools_type).toBe("COMMON_APP");
    expect((await put("student", { schools_type: null })).json()).toMatchObject({
      schools_type: null,
      updated_at: null,
    });
  });

  it("refuses an unknown type with a field error and keeps what was stored", async () => {
    await put("counselor", { schools_type: "DEFAULT" });
    const bad = await put("counselor", { schools_type: "UCAS" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.schools_type).toBeDefined();
    expect(
      (await call("GET", "/api/counseling-schools-type", undefined, "counselor")).json().schools_type,
    ).toBe("DEFAULT");
  });

  it("is 404 for someone else's username unless super-admin", async () => {
    const url = "/api/counseling-schools-type?username=cp-student";
    for (const who of ["counselor", "parent", "staff"] as const) {
      expect((await call("GET", url, undefined, who)).statusCode, who).toBe(404);
      expect((await put(who, { username: "cp-student", schools_type: "DEFAULT" })).statusCode, who).toBe(404);
    }
    expect(
      (await call("GET", "/api/counseling-schools-type?username=nobody-here", undefined, "admin")).statusCode,
    ).toBe(404);
    const admin = await put("admin", { username: "cp-student", schools_type: "CALIFORNIA_APP" });
    expect(admin.json()).toMatchObject({ user_id: world.ids.student, schools_type: "CALIFORNIA_APP" });
    const [row] = await queryRows<{ updated_by: number }>(
      world.db,
      sql`select updated_by from counseling_schools_types where user_id = ${world.ids.student}`,
    );
    expect(row?.updated_by).toBe(world.ids.admin);
  });
});

describe("application deadlines in calendar feeds", () => {
  let today: string;
  let schoolDay: string;

  /** The feed of `who` as a calendar program reads it: its all-day events. */
  async function allDayEvents(who: Who) {
    const created = await call("POST", "/api/calendar-feed", {}, who);
    expect(created.statusCode, created.body).toBe(200);
    const res = await world.app.inject({ method: "GET", url: new URL(created.json().url).pathname });
    expect(res.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    return calendar
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v))
      .filter((event) => event.startDate.isDate)
      .map((event) => ({ summary: event.summary, date: event.startDate.toString() }));
  }

  beforeAll(async () => {
    today = schoolToday(new Date(), world.ctx.config.SCHOOL_TIME_ZONE);
    const school = await addSchool(world.db, "feed-u", "Feed University", "飼料大學", {
      deadline_regular: [[currentCycle(today), addDays(today, 20).slice(5)]],
    });
    const res = await call("POST", "/api/counseling-school", {
      student_user_id: world.ids.student,
      school_id: school,
      decision_plan: "rd",
      internal_deadline: addDays(today, 3),
    });
    expect(res.statusCode, res.body).toBe(200);
    schoolDay = res.json().data.school_deadline.date;
  });

  it("reach the student, the linked parent and the counselor, not another parent", async () => {
    const expected = [
      { summary: "Internal deadline: Feed University (黃宇恩)", date: addDays(today, 3) },
      { summary: "Application deadline: Feed University (黃宇恩)", date: schoolDay },
    ];
    for (const who of ["student", "parent", "counselor"] as const)
      expect(await allDayEvents(who), who).toEqual(expected);
    expect(await allDayEvents("otherParent")).toEqual([]);
    expect(await allDayEvents("otherTeacher")).toEqual([]);
  });
});
