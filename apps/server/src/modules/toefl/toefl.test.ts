import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "../../mail";
import { listAuditFor } from "../audit";
import { toeflWorld } from "./toefl.test-support";
import { ASSETS_DIR } from "./toefl-assets";

type World = Awaited<ReturnType<typeof toeflWorld>>;
let world: World;
/** The student's first sitting: reading right, listening wrong; the second: the other way round. */
let first: number;
let second: number;

beforeAll(async () => {
  world = await toeflWorld();
  first = await world.sit("student", (section) => section === "reading");
  second = await world.sit("student", (section) => section === "listening");
});
afterAll(() => world.ctx.close());

describe("sittings", () => {
  it("lists the TOEFL form with the caller's sittings and its timing", async () => {
    const list = await world.ok("student", "GET", "/api/toefls");
    const form = list.data.find((f: { form_id: number }) => f.form_id === world.formId);
    expect(form.timing).toBe("current");
    expect(form.sections.map((s: { key: string }) => s.key)).toEqual([
      "reading",
      "listening",
      "writing",
      "speaking",
    ]);
    expect(form.sittings.map((s: { exam_id: number }) => s.exam_id)).toEqual([second, first]);
    const other = await world.ok("student2", "GET", "/api/toefls");
    expect(other.data.find((f: { form_id: number }) => f.form_id === world.formId).sittings).toEqual([]);
  });

  it("get-exam-id starts once and then resumes the unfinished sitting", async () => {
    const started = await world.ok("student2", "POST", "/api/toefls/get-exam-id", { form_id: world.formId });
    expect(started.data.resumed).toBe(0);
    const again = await world.ok("student2", "POST", "/api/toefls/get-exam-id", { form_id: world.formId });
    expect(again.data).toMatchObject({ exam_id: started.data.exam_id, resumed: 1, state: "in_progress" });
    const questions = await world.ok(
      "student2",
      "GET",
      `/api/toefls/questions?exam_id=${started.data.exam_id}`,
    );
    expect(questions.data.current.module.key).toBe("reading-1");
    expect(JSON.stringify(questions.data.current.items)).not.toContain('"answer"');
    const saved = await world.ok("student2", "POST", "/api/toefls/answer", {
      exam_id: started.data.exam_id,
      item_key: "toefl-r1",
      response: { kind: "single_choice", choice: "a" },
    });
    expect(saved.data.item_key).toBe("toefl-r1");
    const answers = await world.ok("student2", "GET", `/api/toefls/answers?exam_id=${started.data.exam_id}`);
    expect(answers.data.responses).toHaveLength(1);
    // Another student's sitting is not the caller's to answer (the engine says 404), nor to read.
    const foreign = await world.call("student", "PUT", "/api/toefls/answer", {
      exam_id: started.data.exam_id,
      item_key: "toefl-r1",
      response: { kind: "single_choice", choice: "b" },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await world.call("student", "GET", `/api/toefls/answers?exam_id=${started.data.exam_id}`)).statusCode,
    ).toBe(404);
    expect(
      (await world.call("student2", "POST", "/api/toefls/get-exam-id", { form_id: 999999 })).statusCode,
    ).toBe(404);
  });

  it("shows explanations only after submitting", async () => {
    const open = await world.ok("student2", "POST", "/api/toefls/get-exam-id", { form_id: world.formId });
    expect(
      (await world.call("student2", "GET", `/api/toefls/question-exp?exam_id=${open.data.exam_id}`))
        .statusCode,
    ).toBe(409);
    const result = await world.ok("student", "GET", `/api/toefls/question-exp?exam_id=${first}`);
    expect(result.data.attempt_id).toBe(first);
  });
});

describe("transcripts and grading", () => {
  it("says grades are pending until writing and speaking are graded, then totals 0–120 with the band", async () => {
    const pending = await world.ok("student", "GET", `/api/toefls/transcript?exam_id=${first}`);
    expect(pending.data).toMatchObject({ pending: 3, total: null, band: null, state: "submitted" });
    expect(pending.data.sections.find((s: { key: string }) => s.key === "reading").score).toBe(30);
    expect((await world.call("teacher", "POST", `/api/toefls/corrected/${first}`)).statusCode).toBe(409);
    // A teacher of nobody may not grade (test-assignments' rule, one for every test).
    const refused = await world.call("otherTeacher", "PUT", "/api/toefls/grade", {
      exam_id: first,
      item_key: "toefl-w1",
      score: 4,
    });
    expect([403, 404]).toContain(refused.statusCode);
    await world.gradeAll(first, 4);
    await world.gradeAll(second, 2);
    const graded = await world.ok("student", "GET", `/api/toefls/transcript?exam_id=${first}`);
    const scores = Object.fromEntries(
      graded.data.sections.map((s: { key: string; score: number }) => [s.key, s.score]),
    );
    expect(scores.reading).toBe(30);
    expect(graded.data.pending).toBe(0);
    expect(graded.data.total).toBe(scores.reading + scores.listening + scores.writing + scores.speaking);
    expect(graded.data.total).toBeLessThanOrEqual(120);
    expect(graded.data.band).toBeGreaterThanOrEqual(1);
  });

  it("lets the family and the student's teachers read a transcript, nobody else", async () => {
    for (const who of ["student", "parent", "teacher", "staff", "admin"] as const)
      expect((await world.call(who, "GET", `/api/toefls/transcript?exam_id=${first}`)).statusCode, who).toBe(
        200,
      );
    for (const who of ["student2", "otherParent", "otherTeacher"] as const)
      expect((await world.call(who, "GET", `/api/toefls/transcript?exam_id=${first}`)).statusCode, who).toBe(
        404,
      );
    const mine = await world.ok("parent", "GET", "/api/toefls/transcripts");
    expect(mine.data.map((t: { exam_id: number }) => t.exam_id).sort()).toEqual([first, second].sort());
    const theirs = await world.ok("otherParent", "GET", "/api/toefls/transcripts");
    expect(theirs.data).toEqual([]);
    const staff = await world.ok("staff", "GET", `/api/toefls/transcripts?student_id=${world.ids.student}`);
    expect(staff.total).toBe(2);
  });

  it("lets the student's teachers and parents hear a spoken answer (a private document)", async () => {
    const answers = await world.ok("teacher", "GET", `/api/toefls/answers?exam_id=${first}`);
    const spoken = answers.data.responses.find((r: { item_key: string }) => r.item_key === "toefl-s1");
    const url = `/files/${spoken.response.document_id}/answer.ogg`;
    for (const who of ["student", "teacher", "parent", "staff"] as const) {
      const res = await world.call(who, "GET", url);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers["content-type"]).toBe("audio/ogg");
      expect(res.headers["content-disposition"]).toMatch(/^inline/);
    }
    for (const who of ["otherTeacher", "otherParent", "student2"] as const)
      expect((await world.call(who, "GET", url)).statusCode, who).toBe(403);
  });

  it("staff override a section with a reason, audited; teachers may not; bad input is 422", async () => {
    const body = { exam_id: first, section: "writing", score: 27, reason: "Rescored after review" };
    expect((await world.call("teacher", "PUT", "/api/toefls/update-score", body)).statusCode).toBe(403);
    expect(
      (await world.call("staff", "PUT", "/api/toefls/update-score", { ...body, reason: "" })).statusCode,
    ).toBe(422);
    expect(
      (await world.call("staff", "PUT", "/api/toefls/update-score", { ...body, section: "maths" }))
        .statusCode,
    ).toBe(422);
    expect(
      (await world.call("staff", "PUT", "/api/toefls/update-score", { ...body, score: 31 })).statusCode,
    ).toBe(422);
    const res = await world.ok("staff", "PUT", "/api/toefls/update-score", body);
    const writing = res.data.sections.find((s: { key: string }) => s.key === "writing");
    expect(writing).toMatchObject({ score: 27, computed: 30, override: { score: 27, reason: body.reason } });
    const audit = await listAuditFor(world.db, "test_attempt", first);
    expect(audit.some((row) => row.action === "toefl_score.override")).toBe(true);
    const removed = await world.ok("staff", "PUT", "/api/toefls/update-score", { ...body, score: null });
    expect(removed.data.sections.find((s: { key: string }) => s.key === "writing").score).toBe(30);
  });

  it("mails the student once per grading round, in their language", async () => {
    expect((await world.call("otherTeacher", "POST", `/api/toefls/corrected/${first}`)).statusCode).toBe(404);
    expect((await world.call("student", "POST", `/api/toefls/corrected/${first}`)).statusCode).toBe(403);
    const sent = await world.ok("teacher", "POST", `/api/toefls/corrected/${first}`);
    expect(sent.data.mailed).toBe(1);
    const again = await world.ok("staff", "POST", `/api/toefls/corrected/${first}`);
    expect(again.data.mailed).toBe(0);
    const mails = (await listOutbox(world.db, { kind: "toefl_corrected" })).filter(
      (mail) => (mail.meta as { exam_id?: number }).exam_id === first,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe("zh-TW");
    expect(mails[0]?.subject).toContain("托福模擬測驗");
    expect(mails[0]?.textBody).toContain(`/toefl/transcript?exam_id=${first}`);
    // A regrade opens a new round: mailed again once.
    await world.ok("admin", "PUT", "/api/toefls/grade", { exam_id: first, item_key: "toefl-w1", score: 3 });
    expect((await world.ok("teacher", "POST", `/api/toefls/corrected/${first}`)).data.mailed).toBe(1);
    const transcript = await world.ok("student", "GET", `/api/toefls/transcript?exam_id=${first}`);
    expect(transcript.data.corrected_mailed_at).not.toBeNull();
  });
});

describe("combined transcripts", () => {
  it("takes each section's best score with the sitting it came from, and stores it", async () => {
    const url = `/api/toefls/transcripts/combine?student_id=${world.ids.student}`;
    const preview = await world.ok("parent", "GET", url);
    const from = Object.fromEntries(
      preview.data.sections.map((s: { key: string; exam_id: number; score: number }) => [
        s.key,
        [s.exam_id, s.score],
      ]),
    );
    expect(from.reading).toEqual([first, 30]);
    expect(from.listening).toEqual([second, 30]);
    expect(from.writing[0]).toBe(first);
    expect(preview.data.id).toBeNull();
    expect(preview.data.total).toBe(
      preview.data.sections.reduce((sum: number, s: { score: number }) => sum + s.score, 0),
    );
    expect((await world.call("otherParent", "GET", url)).statusCode).toBe(404);
    const body = { student_id: world.ids.student, exam_ids: [first, second], note: "Best of spring mocks" };
    expect(
      (await world.call("otherTeacher", "POST", "/api/toefls/transcripts/combine", body)).statusCode,
    ).toBe(404);
    expect((await world.call("student", "POST", "/api/toefls/transcripts/combine", body)).statusCode).toBe(
      403,
    );
    const stored = await world.ok("teacher", "POST", "/api/toefls/transcripts/combine", body);
    expect(stored.data.id).toBeGreaterThan(0);
    expect(stored.data.total).toBe(preview.data.total);
    const later = await world.ok("student", "GET", url);
    expect(later.stored.map((s: { id: number }) => s.id)).toEqual([stored.data.id]);
    const foreign = await world.call("staff", "POST", "/api/toefls/transcripts/combine", {
      ...body,
      student_id: world.ids.student2,
    });
    expect(foreign.statusCode).toBe(422);
  });

  it("lists who took TOEFL sittings for a teacher's and staff's pickers", async () => {
    const teacher = await world.ok("teacher", "GET", "/api/toefls/transcripts/taken-exam-users");
    expect(teacher.data.map((u: { id: number }) => u.id)).toEqual([world.ids.student]);
    expect(teacher.data[0]).toMatchObject({ sittings: 2, name: "王美玲" });
    const none = await world.ok("otherTeacher", "GET", "/api/toefls/transcripts/taken-exam-users");
    expect(none.data).toEqual([]);
    const staff = await world.ok("staff", "GET", "/api/toefls/transcripts/taken-exam-users?q=tf-student");
    expect(staff.data.map((u: { id: number }) => u.id)).toContain(world.ids.student);
  });
});

describe("form assets", () => {
  const asset = "demo/toefl/listening-library.mp3";
  const bytes = readFileSync(path.join(ASSETS_DIR, asset));

  it("streams the listening audio with Range support to whoever may take the form", async () => {
    const url = `/api/test-asset?form_id=${world.formId}&path=${asset}`;
    const whole = await world.call("student2", "GET", url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await world.ctx.app.inject({
      method: "GET",
      url,
      headers: { ...world.auth.student2, range: "bytes=100-199" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const bad = await world.ctx.app.inject({
      method: "GET",
      url,
      headers: { ...world.auth.student2, range: `bytes=${bytes.length + 5}-` },
    });
    expect(bad.statusCode).toBe(416);
    expect((await world.call("anonymous", "GET", url)).statusCode).toBe(401);
  });

  it("refuses traversal and paths the form does not name", async () => {
    for (const bad of [
      "../../package.json",
      "demo/toefl/../../../../package.json",
      "/etc/passwd.txt",
      "demo/%00.mp3",
    ])
      expect(
        (
          await world.call(
            "student",
            "GET",
            `/api/test-asset?form_id=${world.formId}&path=${encodeURIComponent(bad)}`,
          )
        ).statusCode,
        bad,
      ).toBe(422);
    const unnamed = await world.call(
      "student",
      "GET",
      `/api/test-asset?form_id=${world.formId}&path=demo/other.mp3`,
    );
    expect(unnamed.statusCode).toBe(404);
  });
});
