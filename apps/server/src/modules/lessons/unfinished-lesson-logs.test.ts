import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { buildLessonWorld, type LessonWorld } from "./lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;

/** "YYYY-MM-DD HH:mm:ss" in UTC, `days` from now (negative: in the past). */
const utcLocal = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)} ${String(hour).padStart(2, "0")}:00:00`;
};

const ids: Record<string, number> = {};

async function logAt(name: string, days: number, content: string, who = "teacher") {
  const group = who === "teacher2";
  const res = await w.call(
    "POST",
    group ? "/api/group-lesson-log" : "/api/lesson-log",
    {
      class_id: group ? w.groupClass : w.privateClass,
      started_at: utcLocal(days),
      timezone: "UTC",
      content,
      students: [{ student_class_ticket_id: group ? w.tickets.student3 : w.tickets.student }],
    },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  ids[name] = res.json().id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildLessonWorld(ctx);
  // The teacher: six lessons in the last week with no content, one written, one too old, one to come.
  for (let day = 1; day <= 6; day += 1) await logAt(`empty${day}`, -day, "");
  await logAt("written", -2, "<p>Reading: chapter 3</p>");
  await logAt("old", -20, "");
  await logAt("future", 1, "");
  // teacher2: one empty lesson yesterday.
  await logAt("other", -1, "", "teacher2");
});
afterAll(() => ctx.close());

describe("GET lesson-logs/unfinished", () => {
  it("counts the teacher's own logs of the last 14 days with no content, latest five listed", async () => {
    const res = await w.call("GET", "/api/lesson-logs/unfinished", undefined, "teacher");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(6);
    expect(body.days).toBe(14);
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([
      ids.empty1,
      ids.empty2,
      ids.empty3,
      ids.empty4,
      ids.empty5,
    ]);
    expect(body.data[0]).toMatchObject({
      session_class: { id: w.privateClass, is_private: true },
      timezone: "UTC",
      started_at_local: utcLocal(-1),
    });
    const other = await w.call("GET", "/api/lesson-logs/unfinished", undefined, "teacher2");
    expect(other.json()).toMatchObject({
      count: 1,
      data: [{ id: ids.other, session_class: { id: w.groupClass } }],
    });
  });

  it("drops a log once its content is written", async () => {
    const edit = await w.call(
      "PATCH",
      `/api/lesson-log/${ids.empty1}`,
      { content: "<p>Vocabulary quiz</p>" },
      "teacher",
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await w.call("GET", "/api/lesson-logs/unfinished", undefined, "teacher");
    expect(res.json().count).toBe(5);
    expect(res.json().data[0].id).toBe(ids.empty2);
  });

  it("lets staff ask for a teacher; a teacher only for themselves; families are refused", async () => {
    const byStaff = await w.call(
      "GET",
      `/api/lesson-logs/unfinished?teacher_user_id=${w.ids.teacher2}`,
      undefined,
      "staff",
    );
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().count).toBe(1);
    const own = await w.call(
      "GET",
      `/api/lesson-logs/unfinished?teacher_user_id=${w.ids.teacher}`,
      undefined,
      "teacher",
    );
    expect(own.json().count).toBe(5);
    const staffOwn = await w.call("GET", "/api/lesson-logs/unfinished", undefined, "staff");
    expect(staffOwn.json()).toEqual({ count: 0, days: 14, data: [] });
    expect(
      (
        await w.call(
          "GET",
          `/api/lesson-logs/unfinished?teacher_user_id=${w.ids.teacher2}`,
          undefined,
          "teacher",
        )
      ).statusCode,
    ).toBe(403);
    for (const who of ["parent", "student"])
      expect((await w.call("GET", "/api/lesson-logs/unfinished", undefined, who)).statusCode, who).toBe(403);
    expect((await w.call("GET", "/api/lesson-logs/unfinished", undefined, "anon")).statusCode).toBe(401);
    const bad = await w.call("GET", "/api/lesson-logs/unfinished?teacher_user_id=abc", undefined, "staff");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("teacher_user_id");
  });

  it("names each class in the reader's language too (localized.name; the base name when untranslated)", async () => {
    const named = await w.call("PATCH", `/api/session-classes/${w.privateClass}`, {
      translations: { "zh-TW": { name: "私人 SAT 課" } },
    });
    expect(named.statusCode, named.body).toBe(200);
    const read = async (who: string, language: string) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/lesson-logs/unfinished",
          headers: { ...(await signIn(ctx.app, who)), "accept-language": language },
        })
      ).json().data[0].session_class;
    expect(await read("teacher", "zh-TW")).toMatchObject({
      name: "Private SAT",
      localized: { name: "私人 SAT 課" },
    });
    expect(await read("teacher", "en")).toMatchObject({ localized: { name: "Private SAT" } });
    // The group class has no translations: the base name.
    expect(await read("teacher2", "zh-TW")).toMatchObject({
      name: "SAT Group A",
      localized: { name: "SAT Group A" },
    });
  });
});
