import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCourseSessions, insertEnrollment } from "../../../test/helpers/enrollment";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { BILLABLE_ATTENDANCE } from "./bill-candidates.repository";
import { type BillWorld, buildBillWorld, insertLesson } from "./orders.test-helpers";

// billing_unbilled_students / billing_unbilled_parents (migration 0044) against the truth: what the
// rules of order/users/unpaid compute from the base tables, after every kind of write.

let ctx: TestContext;
let w: BillWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildBillWorld(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Counts = { id: number; enrollments: number; logs: number };

/** The unbilled counts per student and per parent, computed from the base tables (the old list query). */
async function truth(): Promise<{ students: Counts[]; parents: Counts[] }> {
  const db = ctx.database.db;
  const students = await queryRows<Counts>(
    db,
    sql`with pe as (
          select e.student_user_id as id, count(*)::int as n from enrolled_course_sessions e
            join course_sessions cs on cs.id = e.course_session_id
           where e.status in ('normal', 'archive') and e.payment_status not in ('paid', 'cancelled')
             and cs.fee is not null and e.student_user_id is not null
             and not exists (select 1 from order_items oi where oi.enrolled_session_id = e.id and oi.order_deleted = 0)
             and not exists (select 1 from enrolled_session_free_marks f where f.enrolled_session_id = e.id)
           group by 1),
        pl as (
          select l.student_user_id as id, count(*)::int as n from lesson_logs l
           where l.attendance_status in (${sql.join(
             BILLABLE_ATTENDANCE.map((code) => sql`${code}`),
             sql`, `,
           )})
             and not exists (select 1 from order_lesson_logs oll where oll.lesson_log_id = l.id and oll.order_deleted = 0)
           group by 1)
        select coalesce(pe.id, pl.id) as id, coalesce(pe.n, 0) as enrollments, coalesce(pl.n, 0) as logs
          from pe full join pl on pl.id = pe.id order by 1`,
  );
  const parents = await queryRows<Counts>(
    db,
    sql`with family as (
          select ps.parent_id, ps.student_id from parent_students ps
          union
          select e.parent_user_id, e.student_user_id from enrolled_course_sessions e
           where e.parent_user_id is not null and e.student_user_id is not null)
        select f.parent_id as id, sum(s.enrollments)::int as enrollments, sum(s.logs)::int as logs
          from family f join (values ${sql.join(
            students.length > 0
              ? students.map((s) => sql`(${s.id}::int, ${s.enrollments}::int, ${s.logs}::int)`)
              : [sql`(0, 0, 0)`],
            sql`, `,
          )}) s(id, enrollments, logs) on s.id = f.student_id
         group by f.parent_id having sum(s.enrollments) + sum(s.logs) > 0 order by 1`,
  );
  return { students: students.map(normal), parents: parents.map(normal) };
}

const normal = (row: Counts): Counts => ({
  id: Number(row.id),
  enrollments: Number(row.enrollments),
  logs: Number(row.logs),
});

/** The summary tables' rows with something unbilled. */
async function summary(): Promise<{ students: Counts[]; parents: Counts[] }> {
  const db = ctx.database.db;
  const students = await queryRows<Counts>(
    db,
    sql`select student_user_id as id, enrollment_count as enrollments, lesson_log_count as logs
          from billing_unbilled_students where enrollment_count + lesson_log_count > 0 order by 1`,
  );
  const parents = await queryRows<Counts>(
    db,
    sql`select parent_user_id as id, enrollment_count as enrollments, lesson_log_count as logs
          from billing_unbilled_parents where enrollment_count + lesson_log_count > 0 order by 1`,
  );
  return { students: students.map(normal), parents: parents.map(normal) };
}

async function expectTruth() {
  const expected = await truth();
  expect(await summary()).toEqual(expected);
  return expected;
}

const parentRow = (rows: Counts[], id: number | undefined) => rows.find((row) => row.id === id);

describe("billing_unbilled summaries", () => {
  let billId: number;

  it("repeat the billable attendance codes of @edu/shared (the migration lists 1, 2, 4, 7, 8)", () => {
    expect([...BILLABLE_ATTENDANCE].sort((a, b) => a - b)).toEqual([1, 2, 4, 7, 8]);
  });

  it("equal the truth for the world as built (enrollments, lesson logs, family links)", async () => {
    const { parents } = await expectTruth();
    // parent: e1, e2 and l1, l2 (lx is excused); parent2: e3 and l3.
    expect(parentRow(parents, w.ids.parent)).toEqual({ id: w.ids.parent, enrollments: 2, logs: 2 });
    expect(parentRow(parents, w.ids.parent2)).toEqual({ id: w.ids.parent2, enrollments: 1, logs: 1 });
  });

  it("follow a bill's create, the list, a reset, a payment and the deletes", async () => {
    const created = await w.call("POST", "/api/order", {
      title: "Spring",
      receivable_date: "2026-04-30",
      user_id: w.ids.parent,
      price_currency: "TWD",
      items: [
        { type: "enrollment", id: w.enrollments.e1 },
        { type: "lesson", lesson_logs: [{ lesson_log_id: w.logs.l1 }, { lesson_log_id: w.logs.l2 }] },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    billId = created.json().data.id;
    let { parents } = await expectTruth();
    expect(parentRow(parents, w.ids.parent)).toEqual({ id: w.ids.parent, enrollments: 1, logs: 0 });
    const list = (await w.call("GET", "/api/order/users/unpaid")).json();
    const row = list.data.find((r: { parent: { id: number } }) => r.parent.id === w.ids.parent);
    expect(row).toMatchObject({ enrollment_count: 1, lesson_log_count: 0 });

    const reset = await w.call("POST", "/api/order", {
      title: "Spring (again)",
      receivable_date: "2026-04-30",
      user_id: w.ids.parent,
      price_currency: "TWD",
      reset_order_id: billId,
      items: [{ type: "lesson", lesson_logs: [{ lesson_log_id: w.logs.l1 }] }],
    });
    expect(reset.statusCode, reset.body).toBe(200);
    billId = reset.json().data.id;
    ({ parents } = await expectTruth());
    expect(parentRow(parents, w.ids.parent)).toEqual({ id: w.ids.parent, enrollments: 2, logs: 1 });

    const items = reset.json().data.order_items as Array<{ id: number }>;
    const paid = await w.call("PATCH", `/api/order/${billId}/paid`, {
      items: items.map((item) => ({ type: "order_item", id: item.id })),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.summary.status_key).toBe("paid");
    await expectTruth();

    const done = await w.call("DELETE", `/api/order/${billId}/completed`);
    expect(done.statusCode, done.body).toBe(200);
    ({ parents } = await expectTruth());
    expect(parentRow(parents, w.ids.parent)).toEqual({ id: w.ids.parent, enrollments: 2, logs: 2 });

    const another = await w.call("POST", "/api/order", {
      title: "Summer",
      receivable_date: "2026-06-30",
      user_id: w.ids.parent2,
      price_currency: "TWD",
      items: [
        { type: "enrollment", id: w.enrollments.e3 },
        { type: "lesson", lesson_logs: [{ lesson_log_id: w.logs.l3 }] },
      ],
    });
    expect(another.statusCode, another.body).toBe(200);
    ({ parents } = await expectTruth());
    expect(parentRow(parents, w.ids.parent2)).toBeUndefined();
    const listed = (await w.call("GET", "/api/order/users/unpaid")).json();
    expect(listed.data.map((r: { parent: { id: number } }) => r.parent.id)).not.toContain(w.ids.parent2);
    expect((await w.call("DELETE", `/api/order/${another.json().data.id}`)).statusCode).toBe(200);
    ({ parents } = await expectTruth());
    expect(parentRow(parents, w.ids.parent2)).toEqual({ id: w.ids.parent2, enrollments: 1, logs: 1 });
  });

  it("follow lesson logs, attendance, free marks, enrollments, session fees and family links", async () => {
    const db = ctx.database.db;
    const [newLog] = await insertLesson(db, {
      classId: w.privateClass,
      teacherId: w.ids.teacher as number,
      startedAt: "2026-04-06T06:00:00Z",
      minutes: 60,
      students: [{ id: w.ids.student2 as number, fee: 90_000 }],
    });
    await expectTruth();
    await db.execute(sql`update lesson_logs set attendance_status = 3 where id = ${newLog}`);
    await expectTruth();
    await db.execute(sql`update lesson_logs set attendance_status = 4 where id = ${w.logs.lx}`);
    await expectTruth();
    await db.execute(sql`delete from lesson_logs where id = ${newLog}`);
    await expectTruth();

    const free = await w.call("POST", `/api/enrolled-session/${w.enrollments.e2}/mark-free`);
    expect(free.statusCode, free.body).toBe(200);
    await expectTruth();
    await db.execute(
      sql`delete from enrolled_session_free_marks where enrolled_session_id = ${w.enrollments.e2}`,
    );
    await expectTruth();

    await db.execute(
      sql`update enrolled_course_sessions set payment_status = 'paid' where id = ${w.enrollments.e1}`,
    );
    await expectTruth();
    await db.execute(
      sql`update enrolled_course_sessions set status = 'cancel' where id = ${w.enrollments.e3}`,
    );
    await expectTruth();
    await db.execute(sql`update course_sessions set fee = null where id = 102`);
    await expectTruth();
    await db.execute(sql`update course_sessions set fee = 30000 where id = 102`);
    await expectTruth();

    // A new family: a parent linked later, a student enrolled by another parent, then moved.
    const parent3Id = (await createUser(db, { username: "parent3", roles: ["parent"], firstName: "Pam" })).id;
    await linkParentStudents(db, parent3Id, [w.ids.student3 as number]);
    let { parents } = await expectTruth();
    expect(parentRow(parents, parent3Id)).toEqual({ id: parent3Id, enrollments: 0, logs: 1 });
    await ensureCourseSessions(db, [{ id: 103, title: "IELTS", fee: 500_000, currency: "TWD" }]);
    const enrolled = await insertEnrollment(db, {
      courseSessionId: 103,
      studentUserId: w.ids.student2,
      parentUserId: parent3Id,
      studentEmail: "student2-103@example.com",
    });
    ({ parents } = await expectTruth());
    expect(parentRow(parents, parent3Id)?.enrollments).toBe(2);
    await db.execute(
      sql`update enrolled_course_sessions set parent_user_id = ${w.ids.parent2} where id = ${enrolled.id}`,
    );
    ({ parents } = await expectTruth());
    expect(parentRow(parents, parent3Id)).toEqual({ id: parent3Id, enrollments: 0, logs: 1 });
    await db.execute(sql`delete from parent_students where parent_id = ${parent3Id}`);
    ({ parents } = await expectTruth());
    expect(parentRow(parents, parent3Id)).toBeUndefined();
  });
});
