import { currentCycle } from "@edu/shared/counseling-schools";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classWith } from "../../../test/helpers/counseling-world";
import { addSchool, callerIn, schoolListWorld } from "../../../test/helpers/school-list-world";
import { addDays, schoolToday } from "../../school-calendar";
import { sessionClasses } from "../classes";
import { counselingEssays } from "../counseling-essays";

let world: Awaited<ReturnType<typeof schoolListWorld>>;
const call = callerIn(() => world);
let today: string;
let futureSchoolDeadline: string;
let earlyClassId: number;
let undatedClassId: number;

/** Adds a school to the student's list (as the counselor); its id. */
async function collect(payload: object) {
  const res = await call("POST", "/api/counseling-school", {
    student_user_id: world.ids.student,
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; school_deadline: { date: string } | null };
}

async function task(title: string, due_date: string | null, status = "unfinished") {
  const res = await call("POST", "/api/counseling-task", {
    student_user_id: world.ids.student,
    title,
    due_date,
    status,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  world = await schoolListWorld();
  today = schoolToday(new Date(), world.ctx.config.SCHOOL_TIME_ZONE);
  const tenDays = addDays(today, 10);
  const futureU = await addSchool(world.db, "future-u", "Future University", "未來大學", {
    deadline_regular: [[currentCycle(today), tenDays.slice(5)]],
  });
  // Today's internal deadline counts (0 days left); yesterday's does not.
  await collect({
    school_id: world.school.harvard,
    category: "dream",
    is_applying: 1,
    internal_deadline: today,
  });
  await collect({
    school_id: world.school.columbia,
    category: "reach",
    is_applying: 1,
    admissions_result: "admitted",
    internal_deadline: addDays(today, -1),
  });
  const future = await collect({ school_id: futureU, category: "fit", is_applying: 1, decision_plan: "rd" });
  futureSchoolDeadline = future.school_deadline?.date ?? "";
  // A sent application asks for no more work: its deadline is not "next".
  await collect({
    school_id: world.school.nyu,
    category: "safety",
    application_status: "submitted",
    internal_deadline: addDays(today, 1),
  });
  await collect({ school_id: world.school.ucla });
  await task("Overdue", addDays(today, -1));
  await task("Due today", today);
  await task("Someday", null);
  await task("Done", addDays(today, -5), "finished");
  await world.db.insert(counselingEssays).values([
    { studentUserId: world.ids.student, prompt: "Why us?", status: "in_progress" },
    { studentUserId: world.ids.student, prompt: "Personal", status: "finished" },
    { studentUserId: world.ids.student, prompt: "Activity", status: "not_started" },
  ]);
  for (const meeting_date of ["2026-09-01", "2026-10-01"])
    await call("POST", "/api/counseling-meeting-log", {
      session_class_id: world.counselingClassId,
      meeting_date,
    });
  // Two more counseling classes of the student: one starting earlier than the first, one undated.
  earlyClassId = await classWith(
    world.db,
    "counseling",
    { teachers: [world.ids.counselor] },
    world.ids.student,
  );
  undatedClassId = await classWith(world.db, "counseling", {}, world.ids.student);
  await world.db
    .update(sessionClasses)
    .set({ startDate: "2026-09-01" })
    .where(eq(sessionClasses.id, world.counselingClassId));
  await world.db
    .update(sessionClasses)
    .set({ startDate: "2026-06-01" })
    .where(eq(sessionClasses.id, earlyClassId));
}, 90_000);
afterAll(() => world.ctx.close());

describe("GET counseling-classes", () => {
  it("orders by start date (undated last): the entry's first class is the earliest", async () => {
    const res = await call("GET", "/api/counseling-classes", undefined, "student");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([
      earlyClassId,
      world.counselingClassId,
      undatedClassId,
    ]);
    expect(body.total).toBe(3);
    expect(body.data[0]).toMatchObject({ as: "student", kind: "course", start_date: "2026-06-01" });
    expect(body.data[1].students.map((s: { username: string }) => s.username)).toEqual(["cp-student"]);
  });

  it("names counselors (teachers before TAs) and only the students the caller reads", async () => {
    const parent = (await call("GET", "/api/counseling-classes", undefined, "parent")).json();
    const row = parent.data.find((c: { id: number }) => c.id === world.counselingClassId);
    expect(row.as).toBe("parent");
    expect(row.counselors.map((p: { username: string }) => p.username)).toEqual([
      "cp-counselor",
      "cp-assistant",
    ]);
    const counselor = (await call("GET", "/api/counseling-classes", undefined, "counselor")).json();
    expect(counselor.data.map((c: { id: number }) => c.id)).toEqual([earlyClassId, world.counselingClassId]);
    expect(counselor.data[0].as).toBe("counselor");
    // A group class is no counseling class; another parent has none.
    expect((await call("GET", "/api/counseling-classes", undefined, "otherTeacher")).json().data).toEqual([]);
    expect((await call("GET", "/api/counseling-classes", undefined, "otherParent")).json().data).toEqual([]);
    const admin = (await call("GET", "/api/counseling-classes", undefined, "admin")).json();
    expect(admin.data.every((c: { as: string }) => c.as === "admin")).toBe(true);
    expect(admin.total).toBe(3);
  });

  it("takes role_type and user_id for the caller themself and super-admin only", async () => {
    const url = (role: string, id: number) => `/api/counseling-classes?role_type=${role}&user_id=${id}`;
    const self = await call("GET", url("teacher", world.ids.counselor), undefined, "counselor");
    expect(self.statusCode).toBe(200);
    expect(self.json().total).toBe(2);
    expect((await call("GET", url("student", world.ids.student), undefined, "counselor")).statusCode).toBe(
      403,
    );
    expect((await call("GET", url("student", world.ids.student), undefined, "parent")).statusCode).toBe(403);
    const admin = await call("GET", url("parent", world.ids.parent), undefined, "admin");
    expect(admin.json().total).toBe(3);
    const bad = await call("GET", "/api/counseling-classes?role_type=teacher", undefined, "admin");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("role_type");
  });
});

describe("GET counseling-class/:id/overview", () => {
  it("counts the list, and shows deadlines from today on and open tasks, soonest first", async () => {
    const res = await call(
      "GET",
      `/api/counseling-class/${world.counselingClassId}/overview`,
      undefined,
      "parent",
    );
    expect(res.statusCode, res.body).toBe(200);
    const { class: cls, students } = res.json();
    expect(cls).toMatchObject({ id: world.counselingClassId, as: "parent", kind: "course" });
    expect(students).toHaveLength(1);
    const [row] = students;
    expect(row.schools).toEqual({
      total: 5,
      applying: 3,
      by_category: { uncategorized: 1, dream: 1, reach: 1, fit: 1, safety: 1 },
      by_result: { admitted: 1, rejected: 0, deferred: 0, waitlisted: 0, enrolled: 0, pending: 2 },
    });
    expect(futureSchoolDeadline >= today).toBe(true);
    expect(row.next_deadlines).toEqual([
      {
        collected_school_id: expect.any(Number),
        school_name: "Harvard University",
        decision_plan: null,
        date: today,
        kind: "internal",
        days_left: 0,
      },
      {
        collected_school_id: expect.any(Number),
        school_name: "Future University",
        decision_plan: "rd",
        date: futureSchoolDeadline,
        kind: "school",
        days_left: expect.any(Number),
      },
    ]);
    expect(row.next_deadlines[1].days_left).toBeGreaterThan(0);
    expect(row.open_tasks.map((t: { title: string; overdue: number }) => [t.title, t.overdue])).toEqual([
      ["Overdue", 1],
      ["Due today", 0],
      ["Someday", 0],
    ]);
    expect([row.open_tasks_total, row.overdue_tasks_total]).toEqual([3, 1]);
    expect(row.essays).toEqual({ not_started: 1, in_progress: 1, finished: 1 });
    expect(row.last_meeting).toMatchObject({ meeting_date: "2026-10-01" });
    expect(row.last_report).toBeNull();
  });

  it("names schools in the reader's language", async () => {
    const res = await call(
      "GET",
      `/api/counseling-class/${world.counselingClassId}/overview`,
      undefined,
      "counselor",
      "zh-TW",
    );
    expect(res.json().students[0].next_deadlines[0].school_name).toBe("哈佛大學");
  });

  it("is 404 for a class the caller does not read, or no counseling class", async () => {
    const url = `/api/counseling-class/${world.counselingClassId}/overview`;
    expect((await call("GET", url, undefined, "otherParent")).statusCode).toBe(404);
    expect((await call("GET", url, undefined, "staff")).statusCode).toBe(404);
    expect((await call("GET", "/api/counseling-class/999999/overview", undefined, "admin")).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/api/counseling-class/0/overview", undefined, "admin")).statusCode).toBe(422);
  });
});

describe("the last monthly report on the overview", () => {
  it("shows the counselor a draft, and the parent only what was sent", async () => {
    const drafted = await call("POST", "/api/counseling-report", {
      session_class_id: world.counselingClassId,
      student_user_id: world.ids.student,
      month: "2026-10",
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const url = `/api/counseling-class/${world.counselingClassId}/overview`;
    const lastReport = async (who: "counselor" | "parent") =>
      (await call("GET", url, undefined, who)).json().students[0].last_report;
    expect(await lastReport("counselor")).toEqual({
      id: drafted.json().data.id,
      month: "2026-10",
      sent_at: null,
    });
    expect(await lastReport("parent")).toBeNull();
  });
});

describe("GET counseling-overview (the portal)", () => {
  it("lists the students the caller reads with their next deadline and open work", async () => {
    const res = await call("GET", "/api/counseling-overview", undefined, "counselor");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        student: { id: world.ids.student, username: "cp-student", first_name: "宇恩", last_name: "黃" },
        as: "counselor",
        classes: [
          { id: earlyClassId, name: "counseling class" },
          { id: world.counselingClassId, name: "counseling class" },
          { id: undatedClassId, name: "counseling class" },
        ],
        next_deadline: expect.objectContaining({ date: today, kind: "internal", days_left: 0 }),
        open_tasks: 3,
        overdue_tasks: 1,
        essays_unfinished: 2,
        schools: 5,
      },
    ]);
    expect((await call("GET", "/api/counseling-overview", undefined, "otherParent")).json().data).toEqual([]);
    expect((await call("GET", "/api/counseling-overview", undefined, "parent")).json().data[0].as).toBe(
      "parent",
    );
  });

  it("filters by keyword and by a person in a role (self or super-admin)", async () => {
    const keyword = await call("GET", `/api/counseling-overview?keyword=${encodeURIComponent("黃宇")}`);
    expect(keyword.json().total).toBe(1);
    expect((await call("GET", "/api/counseling-overview?keyword=nobody")).json().total).toBe(0);
    const filter = `/api/counseling-overview?role_type=parent&user_id=${world.ids.parent}`;
    expect((await call("GET", filter, undefined, "admin")).json().total).toBe(1);
    expect((await call("GET", filter, undefined, "parent")).json().total).toBe(1);
    expect((await call("GET", filter, undefined, "counselor")).statusCode).toBe(403);
    const other = `/api/counseling-overview?role_type=parent&user_id=${world.ids.otherParent}`;
    expect((await call("GET", other, undefined, "admin")).json().total).toBe(0);
  });
});
