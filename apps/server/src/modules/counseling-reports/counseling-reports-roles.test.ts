import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COUNSELING_READ,
  counselingWorld,
  TABLE_CALLERS,
  type TableCaller,
} from "../../../test/helpers/counseling-world";

/**
 * Route × role (issue 31 "Must show"): the counselor of the student's counseling class and super-admin
 * draft, edit, delete and send; the student and the linked parent read sent reports only (a draft: 404)
 * and may not write (403); another parent, a teacher who is not a counselor and staff get 404; nobody
 * signed in gets 401.
 */
let world: Awaited<ReturnType<typeof counselingWorld>>;
let sentId: number;
let draftId: number;

type Who = TableCaller;
const WHO = TABLE_CALLERS;
const headers = (who: Who) => (who === "anonymous" ? {} : world.auth[who]);
const call = (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  world.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
const draft = (who: Who, month: string) =>
  call(who, "POST", "/api/counseling-report", {
    session_class_id: world.counselingClassId,
    student_user_id: world.ids.student,
    month,
  });

const READ = COUNSELING_READ;
const WRITE: Record<Who, number> = { ...READ, parent: 403, student: 403 };
/** A draft is not there for its readers. */
const READ_DRAFT: Record<Who, number> = { ...READ, parent: 404, student: 404 };

beforeAll(async () => {
  world = await counselingWorld();
  sentId = (await draft("counselor", "2026-01")).json().data.id;
  await call("counselor", "POST", `/api/counseling-report/${sentId}/send`);
  draftId = (await draft("counselor", "2026-02")).json().data.id;
}, 60_000);
afterAll(() => world.ctx.close());

describe("counseling reports route × role", () => {
  it.each(WHO)("%s reads the class's reports as the table says", async (who) => {
    const list = await call(
      who,
      "GET",
      `/api/counseling-reports?session_class_id=${world.counselingClassId}`,
    );
    expect(list.statusCode, `${who} list`).toBe(READ[who]);
    if (list.statusCode === 200) {
      const ids = list.json().data.map((row: { id: number }) => row.id);
      expect(ids).toContain(sentId);
      expect(ids.includes(draftId), `${who} sees the draft`).toBe(READ_DRAFT[who] === 200);
    }
    expect((await call(who, "GET", `/api/counseling-report/${sentId}`)).statusCode, `${who} sent`).toBe(
      READ[who],
    );
    expect((await call(who, "GET", `/api/counseling-report/${draftId}`)).statusCode, `${who} draft`).toBe(
      READ_DRAFT[who],
    );
  });

  it.each(WHO)("%s drafts, edits, sends and deletes as the table says", async (who) => {
    const month = `2025-${String(WHO.indexOf(who) + 1).padStart(2, "0")}`;
    const add = await draft(who, month);
    expect(add.statusCode, `${who} add`).toBe(WRITE[who]);
    const patch = await call(who, "PATCH", `/api/counseling-report/${draftId}`, { plan: `by ${who}` });
    expect(patch.statusCode, `${who} patch`).toBe(WRITE[who]);
    if (add.statusCode !== 200) return;
    const id = add.json().data.id;
    expect((await call(who, "POST", `/api/counseling-report/${id}/send`)).statusCode, `${who} send`).toBe(
      200,
    );
    // A sent report stays: deleting it is refused.
    expect((await call(who, "DELETE", `/api/counseling-report/${id}`)).statusCode).toBe(409);
    const another = (await draft(who, `2024-${month.slice(5)}`)).json().data.id;
    expect((await call(who, "DELETE", `/api/counseling-report/${another}`)).statusCode).toBe(200);
  });
});
