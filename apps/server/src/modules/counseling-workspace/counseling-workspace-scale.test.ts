import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classWith } from "../../../test/helpers/counseling-world";
import { addSchool } from "../../../test/helpers/school-list-world";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";

/**
 * The issue's shape: one counselor, 200 students in ten counseling classes, 15 schools and 3 open tasks
 * each. The portal and a class's overview cost the same number of statements whatever the page or class
 * holds (laterals per student, no query per student).
 */
let ctx: TestContext;
let auth: { authorization: string };
let firstClass: number;
const statements: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const counselor = await createUser(db, { username: "ws-counselor", roles: ["teacher"] });
  auth = await signIn(ctx.app, "ws-counselor");
  for (let i = 0; i < 15; i++)
    await addSchool(db, `ws-${i}`, `Scale School ${i}`, null, { deadline_regular: [["2026-27", "01-05"]] });
  const classes: number[] = [];
  for (let c = 0; c < 10; c++) {
    const student = await createUser(db, { username: `ws-s-${c}`, roles: ["student"] });
    classes.push(await classWith(db, "counseling", { teachers: [counselor.id] }, student.id));
  }
  firstClass = classes[0] as number;
  await db.execute(sql`insert into users (username, email) select 'ws-x-' || g, 'ws-x-' || g || '@example.com'
    from generate_series(1, 190) g`);
  await db.execute(
    sql`insert into user_roles (user_id, role) select id, 'student' from users where username like 'ws-x-%'`,
  );
  await db.execute(sql`insert into student_class_tickets (student_user_id, course_session_id, session_class_id, is_paid)
    select u.id, c.course_session_id, c.id, true
    from users u join session_classes c
      on c.id = (${sql.raw(`'{${classes.join(",")}}'`)}::int[])[(substr(u.username, 6)::int % 10) + 1]
    where u.username like 'ws-x-%'`);
  await db.execute(sql`insert into counseling_schools (student_user_id, session_class_id, school_id, cycle, is_applying, decision_plan)
    select t.student_user_id, t.session_class_id, s.id, '2099-00', true, 'rd'
    from student_class_tickets t cross join schools s where s.slug like 'ws-%'`);
  await db.execute(sql`insert into counseling_tasks (student_user_id, title, due_date)
    select t.student_user_id, 'Task ' || g, date '2099-01-01' + g from student_class_tickets t cross join generate_series(1, 3) g`);
  await db.execute(sql`analyze`);
  // Every statement the app sends goes through the driver's query() (as sessions/round-trips.test.ts).
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    statements.push(String(args[0]));
    return query(...args);
  };
}, 180_000);
afterAll(() => ctx.close());

async function cached(url: string) {
  await ctx.app.inject({ url, headers: auth }); // the session is cached from here on
  statements.length = 0;
  const res = await ctx.app.inject({ url, headers: auth });
  return { res, statements: statements.length };
}

describe("a counselor with 200 students × 15 schools", () => {
  it("pages the portal in one statement plus its count, whatever the page size", async () => {
    const small = await cached("/api/counseling-overview?page_size=5");
    const full = await cached("/api/counseling-overview?page_size=200");
    expect(full.res.statusCode, full.res.body).toBe(200);
    expect(full.res.json().total).toBe(200);
    expect(full.res.json().data).toHaveLength(200);
    expect(full.res.json().data[0]).toMatchObject({ schools: 15, open_tasks: 3, overdue_tasks: 0 });
    expect(full.res.json().data[0].next_deadline).toMatchObject({ kind: "school", date: "2100-01-05" });
    expect([small.statements, full.statements]).toEqual([2, 2]);
  });

  it("reads a class's overview in the same statements for 20 students as for one", async () => {
    const res = await cached(`/api/counseling-class/${firstClass}/overview`);
    expect(res.res.statusCode, res.res.body).toBe(200);
    expect(res.res.json().students).toHaveLength(20);
    expect(res.res.json().students[0].next_deadlines).toHaveLength(5);
    // The class rule, the class row, the students.
    expect(res.statements).toBe(3);
    const classes = await cached("/api/counseling-classes?page_size=10");
    expect(classes.res.json().data[0].students).toHaveLength(20);
    expect(classes.statements).toBe(2);
  });
});
