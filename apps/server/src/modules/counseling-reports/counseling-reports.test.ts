import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counselingWorld } from "../../../test/helpers/counseling-world";
import { addSchool } from "../../../test/helpers/school-list-world";
import { createUser, linkParentStudents } from "../../../test/helpers/users";
import { listOutbox } from "../../mail";
import { counselingEssays } from "../counseling-essays";
import { counselingSchools } from "../counseling-schools";
import { counselingMeetingLogs, counselingTasks } from "../counseling-tasks";
import { linePushQueue } from "../line";
import { linePush } from "../line/line-push.table";
import { users } from "../users";
import { sendReport } from "./report-send.service";

/**
 * Drafting collects one month's facts (and no other month's); sending mails each linked parent in their
 * own language and pushes LINE to a parent who linked it; a report is sent once and kept as sent; a
 * reader never sees a draft.
 */
let world: Awaited<ReturnType<typeof counselingWorld>>;
type Who = "counselor" | "parent" | "student" | "admin" | "otherParent";
const call = (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  world.app.inject({ method, url, headers: world.auth[who], ...(payload ? { payload } : {}) });
const at = (iso: string) => new Date(iso);
const draft = (month: string) =>
  call("counselor", "POST", "/api/counseling-report", {
    session_class_id: world.counselingClassId,
    student_user_id: world.ids.student,
    month,
  });

beforeAll(async () => {
  world = await counselingWorld();
  const db = world.ctx.database.db;
  const student = world.ids.student;
  const cls = world.counselingClassId;
  // September 2026 (Asia/Taipei) and its neighbours.
  await db.insert(counselingMeetingLogs).values([
    {
      sessionClassId: cls,
      meetingDate: "2026-09-03",
      attendeeUserIds: [student],
      nextSteps: ["Pick safeties"],
    },
    {
      sessionClassId: cls,
      meetingDate: "2026-08-31",
      attendeeUserIds: [student],
      nextSteps: ["August step"],
    },
  ]);
  await db.insert(counselingTasks).values([
    {
      studentUserId: student,
      title: "Draft essay",
      dueDate: "2026-09-20",
      createdAt: at("2026-09-02T02:00:00Z"),
    },
    {
      studentUserId: student,
      title: "Send scores",
      status: "finished",
      createdAt: at("2026-08-10T02:00:00Z"),
      updatedAt: at("2026-09-10T02:00:00Z"),
    },
    {
      studentUserId: student,
      title: "Visit fair",
      dueDate: "2026-08-25",
      createdAt: at("2026-08-01T02:00:00Z"),
    },
    {
      studentUserId: student,
      title: "October task",
      dueDate: "2026-10-15",
      createdAt: at("2026-10-01T02:00:00Z"),
    },
  ]);
  const mit = await addSchool(db, "mit", "Massachusetts Institute of Technology", "麻省理工學院");
  const yale = await addSchool(db, "yale", "Yale University", null);
  const [row] = await db
    .insert(counselingSchools)
    .values([
      {
        studentUserId: student,
        schoolId: mit,
        cycle: "2026-27",
        applicationStatus: "submitted",
        createdAt: at("2026-09-05T02:00:00Z"),
        updatedAt: at("2026-09-05T02:00:00Z"),
      },
      { studentUserId: student, schoolId: yale, cycle: "2026-27", createdAt: at("2026-08-05T02:00:00Z") },
    ])
    .returning();
  if (!row) throw new Error("no school row");
  await db
    .update(counselingSchools)
    .set({ updatedAt: at("2026-08-05T02:00:00Z") })
    .where(eq(counselingSchools.schoolId, yale));
  await db.insert(counselingEssays).values([
    {
      studentUserId: student,
      prompt: "Why us?",
      title: "Why MIT",
      status: "finished",
      wordCount: 640,
      updatedAt: at("2026-09-28T02:00:00Z"),
    },
    {
      studentUserId: student,
      prompt: "Later",
      title: "October essay",
      updatedAt: at("2026-10-02T02:00:00Z"),
    },
  ]);
  // The linked parent reads Traditional Chinese and linked LINE; a second parent has no address at all.
  await db.update(users).set({ lang: "zh-TW", lineUserId: "U-parent" }).where(eq(users.id, world.ids.parent));
  const silent = await createUser(db, { username: "cr-silent-parent", roles: ["parent"] });
  await db.update(users).set({ email: null }).where(eq(users.id, silent.id));
  await linkParentStudents(db, silent.id, [student]);
}, 60_000);
afterAll(() => world.ctx.close());

describe("drafting a month", () => {
  it("collects the month's meetings, tasks, school-list and essay changes, and none of other months", async () => {
    const res = await draft("2026-09");
    expect(res.statusCode, res.body).toBe(200);
    const { facts, state, can_edit } = res.json().data;
    expect(state).toBe("draft");
    expect(can_edit).toBe(1);
    expect(facts.meetings).toEqual([
      expect.objectContaining({ date: "2026-09-03", next_steps: ["Pick safeties"] }),
    ]);
    const titles = (list: { title: string }[]) => list.map((task) => task.title);
    expect(titles(facts.tasks.created)).toEqual(["Draft essay"]);
    expect(titles(facts.tasks.finished)).toEqual(["Send scores"]);
    expect(titles(facts.tasks.due)).toEqual(["Draft essay"]);
    // Still open since August: overdue as of September's end.
    expect(titles(facts.tasks.overdue)).toEqual(["Visit fair", "Draft essay"]);
    expect(facts.schools).toEqual([
      expect.objectContaining({
        school_name: "Massachusetts Institute of Technology",
        chinese_names: { "zh-TW": "麻省理工學院" },
        change: "added",
        application_status: "submitted",
      }),
    ]);
    expect(facts.essays).toEqual([
      expect.objectContaining({ title: "Why MIT", change: "finished", word_count: 640 }),
    ]);
  });

  it("answers 409 with the existing report for the same month, 422 for a bad month or a stranger", async () => {
    const again = await draft("2026-09");
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual({ report_id: expect.any(Number), state: "draft" });
    const bad = await draft("2026-13");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("month");
    const stranger = await call("counselor", "POST", "/api/counseling-report", {
      session_class_id: world.counselingClassId,
      student_user_id: world.ids.otherParent,
      month: "2026-09",
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toHaveProperty("student_user_id");
  });

  it("keeps the summary sanitized and hides drafts from the parent and the student", async () => {
    const id = (await draft("2026-07")).json().data.id;
    const patch = await call("counselor", "PATCH", `/api/counseling-report/${id}`, {
      summary: '<p>Good month<script>alert(1)</script></p><p onclick="x()">Keep going</p>',
      plan: "Finish the supplements",
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data.summary).not.toMatch(/script|onclick/);
    expect(patch.json().data.plan).toBe("Finish the supplements");
    for (const who of ["parent", "student"] as const) {
      expect((await call(who, "GET", `/api/counseling-report/${id}`)).statusCode).toBe(404);
      const list = await call(
        who,
        "GET",
        `/api/counseling-reports?session_class_id=${world.counselingClassId}`,
      );
      expect(list.json().data.map((row: { id: number }) => row.id)).not.toContain(id);
    }
    expect((await call("parent", "PATCH", `/api/counseling-report/${id}`, { plan: "x" })).statusCode).toBe(
      403,
    );
    expect((await call("counselor", "DELETE", `/api/counseling-report/${id}`)).statusCode).toBe(200);
    expect((await call("counselor", "GET", `/api/counseling-report/${id}`)).statusCode).toBe(404);
  });
});

describe("sending", () => {
  it("mails the zh-TW parent in zh-TW, lists the parent nobody can reach, and sends once", async () => {
    const id = (await draft("2026-06")).json().data.id;
    await call("counselor", "PATCH", `/api/counseling-report/${id}`, { summary: "<p>努力中</p>" });
    const sent = await call("counselor", "POST", `/api/counseling-report/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const recipients = sent.json().recipients;
    expect(recipients).toEqual([
      expect.objectContaining({ user_id: world.ids.parent, locale: "zh-TW", mail: 1 }),
      expect.objectContaining({ mail: 0, line: 0 }),
    ]);
    const mails = await listOutbox(world.ctx.database.db, {
      to: "cp-parent@example.com",
      kind: "counseling_report",
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("黃宇恩 的諮詢月報（2026-06）");
    expect(mails[0]?.textBody).toContain("顧問總結\n努力中");
    expect(mails[0]?.textBody).toContain("本月沒有紀錄。");
    expect(mails[0]?.locale).toBe("zh-TW");

    const again = await call("counselor", "POST", `/api/counseling-report/${id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual({ sent_at: sent.json().data.sent_at });
    expect(await listOutbox(world.ctx.database.db, { kind: "counseling_report" })).toHaveLength(1);
    const patch = await call("counselor", "PATCH", `/api/counseling-report/${id}`, { plan: "late" });
    expect(patch.statusCode).toBe(409);
    expect((await call("counselor", "DELETE", `/api/counseling-report/${id}`)).statusCode).toBe(409);

    // Now the parent and the student read it.
    const read = await call("parent", "GET", `/api/counseling-report/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().can_edit).toBe(0);
    expect((await call("student", "GET", `/api/counseling-report/${id}`)).statusCode).toBe(200);
    expect((await call("otherParent", "GET", `/api/counseling-report/${id}`)).statusCode).toBe(404);
  });

  it("queues a LINE message in the parent's language where the parent linked LINE", async () => {
    const id = (await draft("2026-05")).json().data.id;
    const db = world.ctx.database.db;
    const pushLine = linePushQueue({ LINE_CHANNEL_SECRET: "secret", LINE_CHANNEL_ACCESS_TOKEN: "token" });
    const answer = await sendReport(
      db,
      { id: world.ids.counselor, roles: ["teacher"] },
      id,
      { pushLine },
      "en",
    );
    expect(answer.recipients.find((r) => r.user_id === world.ids.parent)).toMatchObject({ mail: 1, line: 1 });
    const pushes = await db.select().from(linePush).where(eq(linePush.userId, world.ids.parent));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.text).toMatch(/^黃宇恩 的諮詢月報（2026-05）/);
    expect(pushes[0]?.kind).toBe("counseling_report");
  });
});
