import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerIn, collectedRowCount, schoolListWorld } from "../../../test/helpers/school-list-world";
import { queryRows } from "../../db/query-rows";

let world: Awaited<ReturnType<typeof schoolListWorld>>;

beforeAll(async () => {
  world = await schoolListWorld();
  // Columbia is on the list already: a batch naming it skips it.
  const res = await call("POST", "/api/counseling-school", {
    student_user_id: world.ids.student,
    school_id: world.school.columbia,
    cycle: "2026-27",
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}, 60_000);
afterAll(() => world.ctx.close());

const call = callerIn(() => world);

const rowCount = () => collectedRowCount(world);

describe("batch add and delete", () => {
  it("adds the schools not listed yet and names those skipped", async () => {
    const res = await call(
      "POST",
      "/api/counseling-school/batch",
      {
        student_user_id: world.ids.student,
        session_class_id: world.counselingClassId,
        school_ids: [world.school.harvard, world.school.columbia, world.more[0], world.more[0]],
        application_portal: "common_app",
        category: "dream",
        cycle: "2026-27",
      },
      "student",
      "zh-TW",
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe("已將 2 所學校加入學校清單");
    expect(body.data.map((row: { school_id: number }) => row.school_id).sort()).toEqual(
      [world.school.harvard, world.more[0]].sort(),
    );
    expect(body.data[0]).toMatchObject({
      application_portal: "common_app",
      category: "dream",
      session_class_id: world.counselingClassId,
    });
    expect(body.skipped).toEqual([{ school_id: world.school.columbia, school_name: "哥倫比亞大學" }]);
    const harvard = body.data.find((row: { school_id: number }) => row.school_id === world.school.harvard);
    expect(harvard.school.third_service_schools).toEqual(["common_app"]);
  });

  it("refuses a batch naming a school that does not exist, or a class the student is not in", async () => {
    const before = await rowCount();
    const unknown = await call("POST", "/api/counseling-school/batch", {
      student_user_id: world.ids.student,
      school_ids: [world.more[1], 999999],
    });
    expect(unknown.statusCode).toBe(422);
    const [other] = await queryRows<{ id: number }>(
      world.db,
      sql`select id from session_classes where name = 'group class' limit 1`,
    );
    const wrongClass = await call("POST", "/api/counseling-school/batch", {
      student_user_id: world.ids.student,
      session_class_id: other?.id,
      school_ids: [world.more[1]],
    });
    expect(wrongClass.statusCode).toBe(422);
    expect(wrongClass.json().errors.session_class_id).toBeDefined();
    expect(await rowCount()).toBe(before);
  });

  it("deletes all or none", async () => {
    const list = (
      await call("GET", `/api/counseling-schools?student_user_id=${world.ids.student}&page_size=100`)
    ).json();
    const more0 = list.data.find((row: { school_id: number }) => row.school_id === world.more[0]).id;
    const before = await rowCount();
    const res = await call("DELETE", `/api/counseling-school/batch?ids=${more0},999999`);
    expect(res.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
    const ok = await call("DELETE", `/api/counseling-school/${more0}`, undefined, "student", "zh-TW");
    expect(ok.json()).toEqual({ message: "刪除成功", deleted: [more0] });
    expect(await rowCount()).toBe(before - 1);
  });
});

describe("cards", () => {
  it("shows the four categories with up to 12 schools, each category taking turns", async () => {
    const ids = world.more.slice(1, 12);
    const listed = (
      await call("GET", `/api/counseling-schools?student_user_id=${world.ids.student}&page_size=100`)
    ).json();
    const columbia = listed.data.find(
      (row: { school_id: number }) => row.school_id === world.school.columbia,
    );
    await call("PATCH", "/api/counseling-school", { id: columbia.id, category: "fit" });
    await call("POST", "/api/counseling-school/batch", {
      student_user_id: world.ids.student,
      school_ids: ids.slice(0, 8),
      category: "reach",
    });
    await call("POST", "/api/counseling-school/batch", {
      student_user_id: world.ids.student,
      school_ids: ids.slice(8, 10),
      category: "safety",
    });
    await call("POST", "/api/counseling-school/batch", {
      student_user_id: world.ids.student,
      school_ids: ids.slice(10),
      category: "dream",
    });
    const cards = (
      await call(
        "GET",
        `/api/counseling-schools/cards?student_user_id=${world.ids.student}`,
        undefined,
        "parent",
      )
    ).json();
    const list = (
      await call("GET", `/api/counseling-schools?student_user_id=${world.ids.student}&page_size=100`)
    ).json();
    const totals = Object.fromEntries(
      cards.categories.map((c: { category: string; total: number }) => [c.category, c.total]),
    );
    const count = (category: string) =>
      list.data.filter((row: { category: string }) => row.category === category).length;
    expect(cards.categories.map((c: { category: string }) => c.category)).toEqual([
      "dream",
      "reach",
      "fit",
      "safety",
    ]);
    expect(totals).toEqual({
      dream: count("dream"),
      reach: count("reach"),
      fit: count("fit"),
      safety: count("safety"),
    });
    expect(cards.shown).toBe(12);
    expect(cards.uncategorized).toBe(count("uncategorized"));
    const shown = Object.fromEntries(
      cards.categories.map((c: { category: string; schools: unknown[] }) => [c.category, c.schools.length]),
    );
    // 13 categorized (Harvard and one more dream, 8 reach, Columbia fit, 2 safety): each category takes a
    // turn, so the long reach list fills only what the others leave of the 12.
    expect(totals).toEqual({ dream: 2, reach: 8, fit: 1, safety: 2 });
    expect(shown).toEqual({ dream: 2, reach: 7, fit: 1, safety: 2 });
    expect(cards.total).toBe(13);
  });
});
