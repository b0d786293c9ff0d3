import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counselingWorld, type Person } from "../../../test/helpers/counseling-world";
import { createUser } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { assertCounselingEdit, counselingAccessOf, isCounselorOf } from "./counseling-access";

/**
 * Route × role table (issue 30 "Who"): the student, own parent, another parent, the counselor (teacher)
 * and TA of the student's counseling class, a teacher of another of her classes, staff, super-admin
 * and anonymous. Whoever may not see the student gets 404 whatever the route, so an id tells nothing.
 */
let world: Awaited<ReturnType<typeof counselingWorld>>;
beforeAll(async () => {
  world = await counselingWorld();
}, 120_000);
afterAll(() => world.ctx.close());

const as = (person: Person | "anonymous") => (person === "anonymous" ? {} : world.auth[person]);

async function versionOf(section: string): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    world.ctx.database.db,
    sql`select version from counseling_profile_sections where student_user_id = ${world.ids.student} and section = ${section}`,
  );
  return row?.version ?? 0;
}

async function save(person: Person | "anonymous", section: "profile" | "family", data: object) {
  return world.app.inject({
    method: "POST",
    url: `/api/counseling-profile/${world.ids.student}`,
    headers: as(person),
    payload: { section, version: await versionOf(section), data },
  });
}

type Row = { read: number; saveProfile: number; saveFamily: number; listed: number; canEdit?: string[] };
const ALL = [
  "profile",
  "family",
  "campuses_majors",
  "education",
  "testing",
  "activities",
  "scholarships",
  "writing",
];
const TABLE: Record<Person | "anonymous", Row> = {
  student: { read: 200, saveProfile: 200, saveFamily: 200, listed: 1, canEdit: ALL },
  parent: { read: 200, saveProfile: 403, saveFamily: 200, listed: 1, canEdit: ["family"] },
  otherParent: { read: 404, saveProfile: 404, saveFamily: 404, listed: 0 },
  counselor: { read: 200, saveProfile: 200, saveFamily: 200, listed: 1, canEdit: ALL },
  assistant: { read: 200, saveProfile: 200, saveFamily: 200, listed: 1, canEdit: ALL },
  otherTeacher: { read: 404, saveProfile: 404, saveFamily: 404, listed: 0 },
  staff: { read: 404, saveProfile: 404, saveFamily: 404, listed: 0 },
  admin: { read: 200, saveProfile: 200, saveFamily: 200, listed: 1, canEdit: ALL },
  anonymous: { read: 401, saveProfile: 401, saveFamily: 401, listed: -1 },
};

describe("who reaches a student's counseling profile", () => {
  for (const [person, expected] of Object.entries(TABLE) as [Person | "anonymous", Row][]) {
    it(`${person}: GET ${expected.read}, save profile ${expected.saveProfile}, save family ${expected.saveFamily}`, async () => {
      const read = await world.app.inject({
        method: "GET",
        url: `/api/counseling-profile/${world.ids.student}`,
        headers: as(person),
      });
      expect(read.statusCode, read.body).toBe(expected.read);
      if (expected.canEdit) expect(read.json().can_edit).toEqual(expected.canEdit);
      const before = await versionOf("family");
      const family = await save(person, "family", { household_size: 4 });
      expect(family.statusCode, family.body).toBe(expected.saveFamily);
      expect(await versionOf("family")).toBe(expected.saveFamily === 200 ? before + 1 : before);
      const profile = await save(person, "profile", { first_name: "宇恩", last_name: "黃" });
      expect(profile.statusCode, profile.body).toBe(expected.saveProfile);

      const list = await world.app.inject({
        method: "GET",
        url: "/api/counseling-profiles?username=cp-student",
        headers: as(person),
      });
      if (expected.listed < 0) {
        expect(list.statusCode).toBe(401);
      } else {
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().total).toBe(expected.listed);
      }
    });
  }

  it("answers 404 for a user who is no student and for an id that does not exist, even to super-admin", async () => {
    for (const id of [world.ids.staff, 2_000_000]) {
      const res = await world.app.inject({
        method: "GET",
        url: `/api/counseling-profile/${id}`,
        headers: as("admin"),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it("selectors answer anyone signed in and nobody else", async () => {
    for (const url of [
      "/api/counseling-profile/selector?selector_title=states",
      "/api/counseling-profile/country-selector",
    ]) {
      expect((await world.app.inject({ method: "GET", url, headers: as("otherParent") })).statusCode).toBe(
        200,
      );
      expect((await world.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });

  it("lists a counselor's students by counseling class, and nobody else's class", async () => {
    const mine = await world.app.inject({
      method: "GET",
      url: `/api/counseling-profiles?session_class_id=${world.counselingClassId}`,
      headers: as("counselor"),
    });
    expect(mine.json().data.map((row: { student_user_id: number }) => row.student_user_id)).toEqual([
      world.ids.student,
    ]);
    expect(mine.json().data[0].as).toBe("counselor");
    const theirs = await world.app.inject({
      method: "GET",
      url: `/api/counseling-profiles?session_class_id=${world.counselingClassId}`,
      headers: as("otherTeacher"),
    });
    expect(theirs.json().total).toBe(0);
  });

  it("exports the same rules to the modules above (exports, accounts)", async () => {
    const db = world.ctx.database.db;
    expect(await isCounselorOf(db, world.ids.counselor, world.ids.student)).toBe(true);
    expect(await isCounselorOf(db, world.ids.assistant, world.ids.student)).toBe(true);
    expect(await isCounselorOf(db, world.ids.otherTeacher, world.ids.student)).toBe(false);
    const parent = await counselingAccessOf(
      db,
      { id: world.ids.parent, roles: ["parent"] },
      world.ids.student,
    );
    expect(parent).toEqual({ read: true, editSections: ["family"], as: "parent" });
    await expect(
      assertCounselingEdit(db, { id: world.ids.staff, roles: ["staff"] }, world.ids.student),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("counts the reserved private counseling kinds (course sessions 3–5) as counseling classes", async () => {
    const db = world.ctx.database.db;
    const mentor = await createUser(db, { username: "cp-mentor", roles: ["teacher"] });
    const [cls] = await db
      .insert(sessionClasses)
      .values({ courseSessionId: 5, name: "Mentoring (private)" })
      .returning({ id: sessionClasses.id });
    if (!cls) throw new Error("no class");
    await db
      .insert(sessionClassTeachers)
      .values({ sessionClassId: cls.id, userId: mentor.id, role: "teacher" });
    expect(await isCounselorOf(db, mentor.id, world.ids.student)).toBe(false);
    await db
      .insert(studentClassTickets)
      .values({ studentUserId: world.ids.student, courseSessionId: 5, sessionClassId: cls.id, isPaid: true });
    expect(await isCounselorOf(db, mentor.id, world.ids.student)).toBe(true);
  });

  it("audits each save with who saved which section", async () => {
    const rows = await queryRows<{ actor_id: number; after: { section: string } }>(
      world.ctx.database.db,
      sql`select actor_id, after from audit_log where action = 'counseling_profile.save' and target_id = ${String(world.ids.student)}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.actor_id))).toContain(world.ids.parent);
    expect(rows.filter((row) => row.actor_id === world.ids.parent).map((row) => row.after.section)).toEqual([
      "family",
    ]);
  });
});
