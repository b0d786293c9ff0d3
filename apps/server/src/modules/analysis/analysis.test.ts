import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAttemptResult, testItemSeconds } from "../test-engine";
import { type AnalysisWorld, analysisWorld, T0 } from "./analysis.test-support";
import { listAnalysisSeconds } from "./analysis-sql.test-support";

/**
 * Analysis numbers against values computed by hand from fixed attempts (analysis.test-support.ts):
 *
 *   item  A (right?)    B               C            median  guessed (<15 s)  stuck (>3× median)
 *   q1    10 s A ✓      40 s C ✗        12 s A ✓     12      A, C             B (40 > 36)
 *   q2    20 s B ✓ *    5 s B ✓         10 s A ✗ **  10      B, C             —
 *   q3    100 s D ✗     10 s (none)     40 s C ✓     70      —                —
 *   h1    30 s D ✓      —               10 s A ✗     20      C                —
 *   e1    —             30 s B ✗        —            30      —                —
 *   * 10 s, hidden 30 s, 10 s more.  ** a stray `leave` of q1 while q2 is shown changes nothing.
 * A and C score 2 in m1 and go to the harder module (2 of 3); raw A 3 → 650, B 1 → 350, C 2 → 500.
 */
let w: AnalysisWorld;
const attempts: Record<"a" | "b" | "c", number> = { a: 0, b: 0, c: 0 };

beforeAll(async () => {
  w = await analysisWorld();
  attempts.a = await w.take(
    w.students.a,
    0,
    [
      {
        key: "m1",
        events: [
          [0, "enter", "q1"],
          [10, "enter", "q2"],
          [20, "hidden", null],
          [50, "visible", null],
          [60, "leave", "q2"],
          [60, "enter", "q3"],
          [160, "leave", "q3"],
        ],
        answers: { q1: "A", q2: "B", q3: "D" },
        finishAt: 200,
      },
      { key: "m2-hard", events: [[200, "enter", "h1"]], answers: { h1: "D" }, finishAt: 230 },
    ],
    230,
  );
  attempts.b = await w.take(
    w.students.b,
    0,
    [
      {
        key: "m1",
        events: [
          [0, "enter", "q1"],
          [40, "leave", "q1"],
          [40, "enter", "q2"],
          [45, "leave", "q2"],
          [45, "enter", "q3"],
          [55, "leave", "q3"],
        ],
        answers: { q1: "C", q2: "B" },
        finishAt: 100,
      },
      { key: "m2-easy", events: [[100, "enter", "e1"]], answers: { e1: "B" }, finishAt: 130 },
    ],
    130,
  );
  attempts.c = await w.take(
    w.students.c,
    0,
    [
      {
        key: "m1",
        events: [
          [0, "enter", "q1"],
          [12, "enter", "q2"],
          [15, "leave", "q1"],
          [22, "enter", "q3"],
          [62, "leave", "q3"],
        ],
        answers: { q1: "A", q2: "A", q3: "C" },
        finishAt: 70,
      },
      { key: "m2-hard", events: [[70, "enter", "h1"]], answers: { h1: "A" }, finishAt: 80 },
    ],
    80,
  );
}, 120_000);
afterAll(() => w?.world.ctx.close());

const get = (who: "teacher" | "otherTeacher" | "admin" | "student" | "student2", url: string) =>
  w.world.call(who, "GET", url);
const getAs = (authorization: string, url: string) =>
  w.world.ctx.app.inject({ method: "GET", url, headers: { authorization } });

describe("seconds per question in SQL", () => {
  it("equal the engine's own count (item-time.ts) for every attempt", async () => {
    const later = new Date(T0.getTime() + 3600_000);
    const sql = await listAnalysisSeconds(w.world.db, Object.values(attempts), later);
    for (const [who, id] of Object.entries(attempts)) {
      const person = who === "a" ? "student" : who === "b" ? "student2" : null;
      const actor = person ? w.world.actor(person) : { id: w.students.c, roles: ["student" as const] };
      const result = await getAttemptResult(
        w.world.db,
        actor,
        id,
        async () => false,
        () => later,
      );
      for (const item of result.data.items)
        expect([who, item.key, sql.get(`${id}:${item.key}`) ?? 0]).toEqual([who, item.key, item.seconds]);
    }
    expect(sql.get(`${attempts.a}:q2`)).toBe(20);
    expect(sql.get(`${attempts.c}:q2`)).toBe(10);
  });

  it("are stored at submit, and the pages read the stored ones (the same numbers)", async () => {
    const ids = Object.values(attempts);
    const stored = await w.world.db
      .select()
      .from(testItemSeconds)
      .where(inArray(testItemSeconds.attemptId, ids));
    // a: q1 q2 q3 h1; b: q1 q2 q3 e1; c: q1 q2 q3 h1.
    expect(stored).toHaveLength(12);
    expect(stored.find((row) => row.attemptId === attempts.a && row.itemKey === "q2")?.seconds).toBe(20);
    const later = new Date(T0.getTime() + 3600_000);
    const read = await listAnalysisSeconds(w.world.db, ids, later, "read");
    expect(read).toEqual(await listAnalysisSeconds(w.world.db, ids, later, "computed"));
  });

  it("attempts without stored seconds (submitted before the table) are computed from their events", async () => {
    const url = `/api/analysis/classes/${w.classId}/forms/${w.formId}`;
    const before = (await get("teacher", url)).json().data;
    const mine = (await get("student", "/api/analysis/student/sat")).json().data.timing;
    const rows = await w.world.db
      .delete(testItemSeconds)
      .where(inArray(testItemSeconds.attemptId, [attempts.a, attempts.b]))
      .returning();
    try {
      expect(rows).toHaveLength(8);
      expect((await get("teacher", url)).json().data).toEqual(before);
      expect((await get("student", "/api/analysis/student/sat")).json().data.timing).toEqual(mine);
    } finally {
      await w.world.db.insert(testItemSeconds).values(rows);
    }
  });
});

describe("a class's analysis of one form", () => {
  it("answers accuracy, median time, choices, guesses and stuck per question", async () => {
    const res = await get("teacher", `/api/analysis/classes/${w.classId}/forms/${w.formId}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const row = (key: string) => data.questions.find((q: { key: string }) => q.key === key);
    const pick = (key: string) => {
      const { seen, correct, unanswered, accuracy, median_seconds, guessed, stuck } = row(key);
      return { seen, correct, unanswered, accuracy, median_seconds, guessed, stuck };
    };
    expect(pick("q1")).toEqual({
      seen: 3,
      correct: 2,
      unanswered: 0,
      accuracy: 0.6667,
      median_seconds: 12,
      guessed: 2,
      stuck: 1,
    });
    expect(pick("q2")).toEqual({
      seen: 3,
      correct: 2,
      unanswered: 0,
      accuracy: 0.6667,
      median_seconds: 10,
      guessed: 2,
      stuck: 0,
    });
    expect(pick("q3")).toEqual({
      seen: 3,
      correct: 1,
      unanswered: 1,
      accuracy: 0.3333,
      median_seconds: 70,
      guessed: 0,
      stuck: 0,
    });
    expect(pick("h1")).toEqual({
      seen: 2,
      correct: 1,
      unanswered: 0,
      accuracy: 0.5,
      median_seconds: 20,
      guessed: 1,
      stuck: 0,
    });
    expect(pick("e1")).toEqual({
      seen: 1,
      correct: 0,
      unanswered: 0,
      accuracy: 0,
      median_seconds: 30,
      guessed: 0,
      stuck: 0,
    });
    expect(row("q1").choices).toEqual([
      { key: "A", count: 2, correct: 1 },
      { key: "B", count: 0, correct: 0 },
      { key: "C", count: 1, correct: 0 },
      { key: "D", count: 0, correct: 0 },
    ]);
    expect(row("q3").choices.map((c: { count: number }) => c.count)).toEqual([0, 0, 1, 1]);
    expect(data.routing).toEqual([
      { section: "rw", after: "m1", harder: "m2-hard", took: 3, routed_harder: 2, rate: 0.6667 },
    ]);
  });

  it("answers each student's latest attempt, weakest first", async () => {
    const res = await get("teacher", `/api/analysis/classes/${w.classId}/forms/${w.formId}`);
    const students = res.json().data.students.map((s: Record<string, unknown>) => ({
      id: (s.student as { id: number }).id,
      score: s.score,
      correct: s.correct,
      items: s.items,
      accuracy: s.accuracy,
      seconds: s.seconds,
      guessed: s.guessed,
      stuck: s.stuck,
    }));
    expect(students).toEqual([
      {
        id: w.students.b,
        score: 350,
        correct: 1,
        items: 4,
        accuracy: 0.25,
        seconds: 85,
        guessed: 1,
        stuck: 1,
      },
      {
        id: w.students.c,
        score: 500,
        correct: 2,
        items: 4,
        accuracy: 0.5,
        seconds: 72,
        guessed: 3,
        stuck: 0,
      },
      {
        id: w.students.a,
        score: 650,
        correct: 3,
        items: 4,
        accuracy: 0.75,
        seconds: 160,
        guessed: 1,
        stuck: 0,
      },
    ]);
  });

  it("lists the forms the class took and the class's skills", async () => {
    const res = await get("teacher", `/api/analysis/classes/${w.classId}`);
    expect(res.statusCode, res.body).toBe(200);
    const [form] = res.json().data.forms;
    // 6 right of 12 counted items (A 3, B 1, C 2).
    expect(form).toMatchObject({ form_id: w.formId, students: 3, attempts: 3, accuracy: 0.5 });
    const detail = await get("teacher", `/api/analysis/classes/${w.classId}/forms/${w.formId}`);
    const skills = detail
      .json()
      .data.skills.map((s: { key: string; correct: number; items: number }) => [s.key, s.correct, s.items]);
    // s1: q1 (A ✓ B ✗ C ✓), h1 (A ✓ C ✗) → 3 of 5; s2: q2 (✓ ✓ ✗), q3 (✗ ✗ ✓) → 3 of 6.
    expect(skills).toEqual([
      ["s2", 3, 6],
      ["s1", 3, 5],
    ]);
  });
});

describe("one student's answers in the class's analysis", () => {
  const url = (studentId: number) =>
    `/api/analysis/classes/${w.classId}/forms/${w.formId}/students/${studentId}`;
  const pick = (rows: Record<string, unknown>[]) =>
    rows.map((row) => [row.position, row.key, row.state, row.response, row.right, row.seconds]);
  const choice = (key: string) => ({ kind: "single_choice", choice: key });

  it("answers per question met: the answer, its state, the right choice and the seconds", async () => {
    const res = await get("teacher", url(w.students.a));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ attempt_id: attempts.a, student: { id: w.students.a } });
    expect(pick(data.answers)).toEqual([
      [1, "q1", "correct", choice("A"), ["A"], 10],
      [2, "q2", "correct", choice("B"), ["B"], 20],
      [3, "q3", "incorrect", choice("D"), ["C"], 100],
      [5, "h1", "correct", choice("D"), ["D"], 30],
    ]);
    const b = (await get("teacher", url(w.students.b))).json().data;
    expect(pick(b.answers)).toEqual([
      [1, "q1", "incorrect", choice("C"), ["A"], 40],
      [2, "q2", "correct", choice("B"), ["B"], 5],
      [3, "q3", "unanswered", null, ["C"], 10],
      [4, "e1", "incorrect", choice("B"), ["A"], 30],
    ]);
  });

  it("is the class's readers' only, for its placed students", async () => {
    expect((await getAs(w.auth.staff, url(w.students.c))).statusCode).toBe(200);
    expect((await get("otherTeacher", url(w.students.a))).statusCode).toBe(404);
    expect((await get("teacher", url(w.staff.id))).statusCode).toBe(404);
    expect((await get("student", url(w.students.a))).statusCode).toBe(403);
    expect(
      (await get("teacher", `/api/analysis/classes/${w.classId}/forms/${w.formId}/students/x`)).statusCode,
    ).toBe(422);
  });
});

describe("a student's analysis", () => {
  it("answers score history, domain and skill accuracy and time per question", async () => {
    const res = await get("student", "/api/analysis/student/sat");
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.history).toHaveLength(1);
    expect(data.history[0]).toMatchObject({ attempt_id: attempts.a, score: 650, correct: 3, items: 4 });
    expect(data.history[0].sections).toEqual([
      { key: "rw", title: { en: "Reading and Writing" }, scaled: 650, raw: 3, max_raw: 4 },
    ]);
    const acc = (rows: { key: string; correct: number; items: number; accuracy: number }[]) =>
      rows.map((r) => [r.key, r.correct, r.items, r.accuracy]);
    expect(acc(data.domains)).toEqual([
      ["d2", 1, 2, 0.5],
      ["d1", 2, 2, 1],
    ]);
    expect(acc(data.skills)).toEqual([
      ["s2", 1, 2, 0.5],
      ["s1", 2, 2, 1],
    ]);
    // 10, 20, 100, 30 seconds.
    expect(data.timing).toEqual([
      {
        section: "rw",
        title: { en: "Reading and Writing" },
        answered: 4,
        mean_seconds: 40,
        median_seconds: 25,
        guessed: 1,
      },
    ]);
    expect(data.counseling).toBe(1);
    expect((await get("student", "/api/analysis/student/act")).json().data.history).toEqual([]);
  });

  it("the online SAT programme lists the class's students with their scores", async () => {
    const res = await get("teacher", "/api/analysis/online-sat");
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data.find((r: { student: { id: number } }) => r.student.id === w.students.a);
    expect(a).toMatchObject({
      class_id: w.classId,
      attempts: 1,
      first_score: 650,
      latest_score: 650,
      best_score: 650,
      accuracy: 0.75,
    });
    expect((await get("otherTeacher", "/api/analysis/online-sat")).json().data).toEqual([]);
  });
});

describe("who reads what", () => {
  it("a student reads their own analysis only; a parent their child's", async () => {
    expect((await get("student", `/api/analysis/student/sat?student_id=${w.students.b}`)).statusCode).toBe(
      404,
    );
    expect((await get("student2", `/api/analysis/student/sat?student_id=${w.students.b}`)).statusCode).toBe(
      200,
    );
    expect(
      (await getAs(w.auth.parent, `/api/analysis/student/sat?student_id=${w.students.a}`)).statusCode,
    ).toBe(200);
    expect(
      (await getAs(w.auth.parent, `/api/analysis/student/sat?student_id=${w.students.b}`)).statusCode,
    ).toBe(404);
    const children = (await getAs(w.auth.parent, "/api/analysis/students")).json().data;
    expect(children.map((s: { id: number }) => s.id)).toEqual([w.students.a]);
  });

  it("the class's teacher, staff and admin read the class and its students; another teacher does not", async () => {
    const url = `/api/analysis/classes/${w.classId}/forms/${w.formId}`;
    expect((await get("teacher", `/api/analysis/student/sat?student_id=${w.students.c}`)).statusCode).toBe(
      200,
    );
    expect((await getAs(w.auth.staff, url)).statusCode).toBe(200);
    expect((await get("admin", url)).statusCode).toBe(200);
    expect((await get("otherTeacher", url)).statusCode).toBe(404);
    expect((await get("otherTeacher", `/api/analysis/classes/${w.classId}`)).statusCode).toBe(404);
    expect(
      (await get("otherTeacher", `/api/analysis/student/sat?student_id=${w.students.c}`)).statusCode,
    ).toBe(404);
    expect((await get("student", url)).statusCode).toBe(403);
    // A teacher's counseling view: no counseling records for a teacher who is not the student's counselor.
    const teacherView = (await get("teacher", `/api/analysis/student/sat?student_id=${w.students.a}`)).json()
      .data;
    expect(teacherView).toMatchObject({ counseling: 0, official: [], schools: [], target: null });
    const classes = (await get("teacher", "/api/analysis/classes")).json().data;
    expect(classes.map((c: { id: number }) => c.id)).toContain(w.classId);
    expect((await get("otherTeacher", "/api/analysis/classes?q=Analysis")).json().data).toEqual([]);
  });

  it("refuses a test it does not know and a bad id with field errors", async () => {
    const bad = await get("student", "/api/analysis/student/gre");
    expect(bad.statusCode).toBe(422);
    expect((await get("teacher", "/api/analysis/classes/abc")).statusCode).toBe(422);
    expect((await get("teacher", "/api/analysis/classes?q=%00")).statusCode).toBe(422);
  });
});
