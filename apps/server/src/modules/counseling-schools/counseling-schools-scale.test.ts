import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classWith } from "../../../test/helpers/counseling-world";
import { addSchool } from "../../../test/helpers/school-list-world";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

/**
 * The issue's benchmark shape: one counselor, 200 students in ten counseling classes, 15 schools each
 * (3,000 rows). The lists stay paged and capped, and the per-student and per-class reads use their indexes.
 */
let ctx: TestContext;
let auth: { authorization: string };
let firstStudent: number;
let firstClass: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const counselor = await createUser(db, { username: "scale-counselor", roles: ["teacher"] });
  auth = await signIn(ctx.app, "scale-counselor");
  const schoolIds: number[] = [];
  for (let i = 0; i < 15; i++)
    schoolIds.push(
      await addSchool(db, `scale-${i}`, `Scale School ${i}`, null, {
        deadline_regular: [["2026-27", "01-05"]],
      }),
    );
  const classes: number[] = [];
  for (let c = 0; c < 10; c++) {
    const student = await createUser(db, { username: `scale-s-${c}-0`, roles: ["student"] });
    classes.push(await classWith(db, "counseling", { teachers: [counselor.id] }, student.id));
  }
  firstClass = classes[0] as number;
  // The other 190 students straight in SQL (ten per class already placed above make 200 with these).
  await db.execute(sql`insert into users (username, email) select 'scale-x-' || g, 'scale-x-' || g || '@example.com'
    from generate_series(1, 190) g`);
  await db.execute(sql`insert into student_class_tickets (student_user_id, course_session_id, session_class_id, is_paid)
    select u.id, c.course_session_id, c.id, true
    from users u join session_classes c
      on c.id = (${sql.raw(`'{${classes.join(",")}}'`)}::int[])[(substr(u.username, 9)::int % 10) + 1]
    where u.username like 'scale-x-%'`);
  await db.execute(sql`insert into counseling_schools (student_user_id, session_class_id, school_id, cycle, is_applying, decision_plan)
    select t.student_user_id, t.session_class_id, s.id, '2026-27', true, 'rd'
    from student_class_tickets t join users u on u.id = t.student_user_id and u.username like 'scale-%'
    cross join schools s where s.slug like 'scale-%'`);
  await db.execute(sql`analyze counseling_schools`);
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where username = 'scale-s-0-0'`);
  firstStudent = row?.id as number;
}, 120_000);
afterAll(() => ctx.close());

describe("200 students × 15 schools", () => {
  it("holds 3,000 rows and pages the counselor's applications with a capped total", async () => {
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from counseling_schools`,
    );
    expect(count?.n).toBe(3000);
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/counseling-applications?page_size=50",
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1000, total_capped: 1, per_page: 50 });
    expect(res.json().data).toHaveLength(50);
    expect(res.json().data[0].school_deadline).toEqual({
      date: "2027-01-05",
      fact_year: "2026-27",
      estimated: 0,
    });
  });

  it("reads one student's list and one class's rows through their indexes", async () => {
    const plan = async (where: string) =>
      JSON.stringify(
        await queryRows(
          ctx.database.db,
          sql.raw(`explain (format json) select id from counseling_schools where ${where}`),
        ),
      );
    expect(await plan(`student_user_id = ${firstStudent}`)).toContain(
      "counseling_schools_student_school_idx",
    );
    expect(await plan(`session_class_id = ${firstClass}`)).toContain("counseling_schools_class_idx");
    const list = await ctx.app.inject({
      method: "GET",
      url: `/api/counseling-schools?session_class_id=${firstClass}&page_size=200`,
      headers: auth,
    });
    expect(list.json().total).toBe(300);
  });
});
