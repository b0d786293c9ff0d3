import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COUNSELING_READ,
  counselingWorld,
  TABLE_CALLERS,
  type TableCaller,
} from "../../../test/helpers/counseling-world";

/**
 * Route × role (issue 31 "Must show"): the student, the linked parent, the counselor of the student's
 * counseling class and super-admin read the class and the student; another parent, a teacher who is not
 * a counselor and staff see no class or student of hers (404 for one named by id); nobody signed in gets
 * 401. Someone else's view by role and user is super-admin's only (403); someone else's schools type
 * is 404 (a username tells nothing).
 */
let world: Awaited<ReturnType<typeof counselingWorld>>;

type Who = TableCaller;
const WHO = TABLE_CALLERS;
const headers = (who: Who) => (who === "anonymous" ? {} : world.auth[who]);
const call = (who: Who, method: "GET" | "PUT", url: string, payload?: object) =>
  world.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });

const READ = COUNSELING_READ;
/** Signed in: 200 (their own view, possibly empty). */
const SIGNED_IN: Record<Who, number> = { ...READ, otherParent: 200, otherTeacher: 200, staff: 200 };
/** The student's view by role and user: herself and super-admin. */
const OWN_OR_ADMIN: Record<Who, number> = {
  student: 200,
  parent: 403,
  otherParent: 403,
  counselor: 403,
  otherTeacher: 403,
  staff: 403,
  admin: 200,
  anonymous: 401,
};
/** The student's schools type: herself and super-admin; anyone else is told there is no such user. */
const SCHOOLS_TYPE: Record<Who, number> = {
  ...OWN_OR_ADMIN,
  parent: 404,
  otherParent: 404,
  counselor: 404,
  otherTeacher: 404,
  staff: 404,
};

beforeAll(async () => {
  world = await counselingWorld();
}, 60_000);
afterAll(() => world.ctx.close());

describe("counseling workspace route × role", () => {
  it.each(WHO)(
    "%s lists their classes and the portal; sees the student's only if they read her",
    async (who) => {
      const classes = await call(who, "GET", "/api/counseling-classes");
      expect(classes.statusCode, `${who} classes`).toBe(SIGNED_IN[who]);
      const portal = await call(who, "GET", "/api/counseling-overview");
      expect(portal.statusCode, `${who} portal`).toBe(SIGNED_IN[who]);
      if (who === "anonymous") return;
      const reads = READ[who] === 200;
      expect(
        classes.json().data.map((c: { id: number }) => c.id),
        who,
      ).toEqual(reads ? [world.counselingClassId] : []);
      expect(
        portal.json().data.map((r: { student: { id: number } }) => r.student.id),
        who,
      ).toEqual(reads ? [world.ids.student] : []);
    },
  );

  it.each(WHO)("%s reads the class overview as the table says", async (who) => {
    const res = await call(who, "GET", `/api/counseling-class/${world.counselingClassId}/overview`);
    expect(res.statusCode, who).toBe(READ[who]);
  });

  it.each(WHO)("%s filters by the student's role and id only as herself or super-admin", async (who) => {
    const query = `role_type=student&user_id=${world.ids.student}`;
    expect((await call(who, "GET", `/api/counseling-classes?${query}`)).statusCode, `${who} classes`).toBe(
      OWN_OR_ADMIN[who],
    );
    expect((await call(who, "GET", `/api/counseling-overview?${query}`)).statusCode, `${who} portal`).toBe(
      OWN_OR_ADMIN[who],
    );
  });

  it.each(WHO)("%s reads and sets the student's schools type as the table says", async (who) => {
    const get = await call(who, "GET", "/api/counseling-schools-type?username=cp-student");
    expect(get.statusCode, `${who} get`).toBe(SCHOOLS_TYPE[who]);
    const put = await call(who, "PUT", "/api/counseling-schools-type", {
      username: "cp-student",
      schools_type: "DEFAULT",
    });
    expect(put.statusCode, `${who} put`).toBe(SCHOOLS_TYPE[who]);
  });
});
