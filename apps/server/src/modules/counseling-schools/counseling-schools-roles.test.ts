import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNSELING_READ, TABLE_CALLERS, type TableCaller } from "../../../test/helpers/counseling-world";
import { schoolListWorld } from "../../../test/helpers/school-list-world";

/**
 * Route × role (issue 31 "Must show"): the student edits their list, the linked parent reads it, the
 * counselor of the student's counseling class and super-admin edit it; another parent, a teacher who is
 * not a counselor, staff and anyone else get 404 (an id tells nothing); nobody signed in gets 401.
 */
let world: Awaited<ReturnType<typeof schoolListWorld>>;
let rowId: number;

beforeAll(async () => {
  world = await schoolListWorld();
  const res = await world.app.inject({
    method: "POST",
    url: "/api/counseling-school",
    headers: world.auth.counselor,
    payload: {
      student_user_id: world.ids.student,
      school_id: world.school.harvard,
      is_applying: 1,
      cycle: "2026-27",
    },
  });
  rowId = res.json().data.id;
}, 60_000);
afterAll(() => world.ctx.close());

type Who = TableCaller;
const WHO = TABLE_CALLERS;
const headers = (who: Who) => (who === "anonymous" ? {} : world.auth[who]);

const READ = COUNSELING_READ;
const WRITE: Record<Who, number> = { ...READ, parent: 403 };

describe("route × role", () => {
  it.each(WHO)("%s reads the list, the cards and a row as the table says", async (who) => {
    for (const url of [
      `/api/counseling-schools?student_user_id=${world.ids.student}`,
      `/api/counseling-schools/cards?student_user_id=${world.ids.student}`,
      `/api/counseling-school/${rowId}`,
    ]) {
      const res = await world.app.inject({ method: "GET", url, headers: headers(who) });
      expect(res.statusCode, `${who} ${url}`).toBe(READ[who]);
    }
  });

  it.each(WHO)("%s changes, adds and removes as the table says", async (who) => {
    const patch = await world.app.inject({
      method: "PATCH",
      url: "/api/counseling-school",
      headers: headers(who),
      payload: { id: rowId, application_status: "in_progress" },
    });
    expect(patch.statusCode, `${who} patch`).toBe(WRITE[who]);
    const school = world.more[WHO.indexOf(who)] as number;
    const add = await world.app.inject({
      method: "POST",
      url: "/api/counseling-school",
      headers: headers(who),
      payload: { student_user_id: world.ids.student, school_id: school },
    });
    expect(add.statusCode, `${who} add`).toBe(WRITE[who]);
    const batch = await world.app.inject({
      method: "POST",
      url: "/api/counseling-school/batch",
      headers: headers(who),
      payload: { student_user_id: world.ids.student, school_ids: [school] },
    });
    expect(batch.statusCode, `${who} batch`).toBe(WRITE[who]);
    if (add.statusCode !== 200) return;
    const removed = await world.app.inject({
      method: "DELETE",
      url: `/api/counseling-school/${add.json().data.id}`,
      headers: headers(who),
    });
    expect(removed.statusCode, `${who} delete`).toBe(200);
  });

  it("a class list shows only the rows of students the caller may see", async () => {
    const url = `/api/counseling-schools?session_class_id=${world.counselingClassId}`;
    const counselor = await world.app.inject({ method: "GET", url, headers: world.auth.counselor });
    expect(counselor.json().data.length).toBeGreaterThan(0);
    const staff = await world.app.inject({ method: "GET", url, headers: world.auth.staff });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toEqual([]);
  });

  it("the parent cannot remove a school: 403, and the row stays", async () => {
    const res = await world.app.inject({
      method: "DELETE",
      url: `/api/counseling-school/${rowId}`,
      headers: world.auth.parent,
    });
    expect(res.statusCode).toBe(403);
    const still = await world.app.inject({
      method: "GET",
      url: `/api/counseling-school/${rowId}`,
      headers: world.auth.parent,
    });
    expect(still.statusCode).toBe(200);
  });
});

describe("the counselors' applications list", () => {
  it("lists the applying rows of the students the caller counsels; parents and students are refused", async () => {
    const url = "/api/counseling-applications";
    const counselor = await world.app.inject({ method: "GET", url, headers: world.auth.counselor });
    expect(counselor.statusCode).toBe(200);
    expect(counselor.json().data.map((row: { id: number }) => row.id)).toContain(rowId);
    for (const who of ["otherTeacher", "staff"] as const) {
      const res = await world.app.inject({ method: "GET", url, headers: world.auth[who] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    const admin = await world.app.inject({ method: "GET", url, headers: world.auth.admin });
    expect(admin.json().data.map((row: { id: number }) => row.id)).toContain(rowId);
    for (const who of ["student", "parent"] as const) {
      const res = await world.app.inject({ method: "GET", url, headers: world.auth[who] });
      expect(res.statusCode).toBe(403);
    }
  });
});
