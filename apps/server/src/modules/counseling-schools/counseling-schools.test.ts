import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerIn, collectedRowCount, schoolListWorld } from "../../../test/helpers/school-list-world";
import { queryRows } from "../../db/query-rows";
import { openSecret } from "../../secrets/secret-box";
import { secretKeyring } from "../../secrets/secret-keys";
import { passwordBinding } from "./collected-write.service";

let world: Awaited<ReturnType<typeof schoolListWorld>>;
const SECRET = "S3cret-pass!";

beforeAll(async () => {
  world = await schoolListWorld();
}, 60_000);
afterAll(() => world.ctx.close());

const call = callerIn(() => world);

const rowCount = () => collectedRowCount(world);

describe("a collected school", () => {
  let id: number;
  let res: Awaited<ReturnType<typeof call>>;

  // The row every test of this block reads: Columbia, every field of spec 03 §3, added by the counselor.
  beforeAll(async () => {
    res = await call(
      "POST",
      "/api/counseling-school",
      {
        student_user_id: world.ids.student,
        school_id: world.school.columbia,
        category: "reach",
        is_applying: 1,
        is_enrolled: 0,
        application_type: "freshman",
        application_portal: "common_app",
        decision_plan: "ed1",
        application_submission_date: "2026-10-20",
        financial_submission_date: "2026-10-25",
        application_status: "submitted",
        admissions_result: "deferred",
        type: "COMMON_APP",
        login_field_username: "ethan@example.com",
        login_field_password: SECRET,
        cycle: "2026-27",
        internal_deadline: "2026-10-15",
      },
      "counselor",
      "zh-TW",
    );
    id = res.json().data?.id;
  });

  it("keeps every field of spec 03 §3, computes the flags and never answers the password", async () => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET);
    const saved = res.json();
    expect(saved.message).toBe("學校已加入學校清單");
    expect(saved.warnings).toEqual([]);
    const got = await call("GET", `/api/counseling-school/${id}`, undefined, "student", "zh-TW");
    expect(got.body).not.toContain(SECRET);
    expect(got.json()).toMatchObject({
      student_user_id: world.ids.student,
      session_class_id: world.counselingClassId,
      school: {
        id: world.school.columbia,
        name: "哥倫比亞大學",
        name_en: "Columbia University",
        slug: "columbia",
        overview: "關於哥倫比亞大學",
      },
      category: "reach",
      is_applying: 1,
      is_enrolled: 0,
      application_type: "freshman",
      application_portal: "common_app",
      decision_plan: "ed1",
      has_ed1: 1,
      has_ed2: 0,
      has_ea1: 0,
      has_ea2: 0,
      has_rea: 0,
      has_tr: 0,
      application_submission_date: "2026-10-20",
      financial_submission_date: "2026-10-25",
      application_status: "submitted",
      admissions_result: "deferred",
      type: "COMMON_APP",
      login_field_username: "ethan@example.com",
      has_login_password: 1,
      cycle: "2026-27",
      school_deadline: { date: "2026-11-01", fact_year: "2026-27", estimated: 0 },
      internal_deadline: "2026-10-15",
      next_deadline: "2026-10-15",
      can_edit: 1,
    });
  });

  it("stores the password sealed for its row and field only, keeps it on an empty one, and audits without it", async () => {
    const [row] = await queryRows<{ sealed: string }>(
      world.db,
      sql`select login_field_password_sealed as sealed from counseling_schools where id = ${id}`,
    );
    const keyring = await secretKeyring(world.db, world.ctx.config);
    expect(row?.sealed).not.toContain(SECRET);
    expect(openSecret(row?.sealed ?? "", passwordBinding(id), keyring)).toBe(SECRET);
    expect(() => openSecret(row?.sealed ?? "", passwordBinding(id + 1), keyring)).toThrow();
    const kept = await call("PATCH", "/api/counseling-school", {
      id,
      login_field_password: "",
      application_status: "complete",
    });
    expect(kept.json().data.has_login_password).toBe(1);
    const [after] = await queryRows<{ sealed: string }>(
      world.db,
      sql`select login_field_password_sealed as sealed from counseling_schools where id = ${id}`,
    );
    expect(after?.sealed).toBe(row?.sealed);
    const audit = await queryRows<{ text: string }>(
      world.db,
      sql`select coalesce(before::text, '') || coalesce(after::text, '') as text from audit_log where target_type = 'counseling_school'`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);
    for (const entry of audit) {
      expect(entry.text).not.toContain(SECRET);
      expect(entry.text).not.toContain(row?.sealed ?? "-");
    }
    const list = await call(
      "GET",
      `/api/counseling-schools?student_user_id=${world.ids.student}`,
      undefined,
      "parent",
    );
    expect(list.body).not.toContain(SECRET);
    expect(list.json().data[0]).toMatchObject({ id, has_login_password: 1, can_edit: 0 });
  });

  it("refuses the same school twice with 409 naming it", async () => {
    const before = await rowCount();
    const res = await call(
      "POST",
      "/api/counseling-school",
      { student_user_id: world.ids.student, school_id: world.school.columbia },
      "student",
      "zh-TW",
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toMatchObject({
      school_id: world.school.columbia,
      school_name: "哥倫比亞大學",
      id,
    });
    expect(res.json().errors.school_id[0]).toContain("哥倫比亞大學");
    expect(await rowCount()).toBe(before);
  });

  it("projects the plan onto the flags, takes one plan flag as the plan and refuses flags that disagree", async () => {
    const ea2 = await call("PATCH", "/api/counseling-school", { id, decision_plan: "ea2" });
    expect(ea2.json().data).toMatchObject({
      decision_plan: "ea2",
      has_ea2: 1,
      has_ed1: 0,
      school_deadline: null,
    });
    const byFlag = await call("PATCH", "/api/counseling-school", { id, has_rea: 1 });
    expect(byFlag.json().data).toMatchObject({ decision_plan: "rea", has_rea: 1, has_ea2: 0 });
    const cleared = await call("PATCH", "/api/counseling-school", { id, has_rea: 0 });
    expect(cleared.json().data).toMatchObject({ decision_plan: null, has_rea: 0 });
    const disagree = await call("PATCH", "/api/counseling-school", { id, decision_plan: "rd", has_ed1: 1 });
    expect(disagree.statusCode).toBe(422);
    expect(Object.keys(disagree.json().errors)).toEqual(["has_ed1"]);
    const two = await call("PATCH", "/api/counseling-school", { id, has_ed1: 1, has_ea1: 1 });
    expect(two.statusCode).toBe(422);
    const transfer = await call("PATCH", "/api/counseling-school", { id, has_tr: 1, decision_plan: "ed1" });
    expect(transfer.json().data).toMatchObject({ application_type: "transfer", has_tr: 1, has_ed1: 1 });
    const back = await call("PATCH", "/api/counseling-school", { id, application_type: "freshman" });
    expect(back.json().data).toMatchObject({
      has_tr: 0,
      decision_plan: "ed1",
      school_deadline: { date: "2026-11-01" },
    });
  });

  it("warns about a second binding early decision and still saves it", async () => {
    const res = await call(
      "POST",
      "/api/counseling-school",
      {
        student_user_id: world.ids.student,
        school_id: world.school.nyu,
        decision_plan: "ed2",
        cycle: "2026-27",
      },
      "counselor",
      "zh-TW",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings).toEqual([
      expect.objectContaining({ code: "second_binding_ed", other_id: id, other_school_name: "哥倫比亞大學" }),
    ]);
    expect(res.json().warnings[0].message).toContain("哥倫比亞大學");
    expect(res.json().data).toMatchObject({ decision_plan: "ed2", has_ed2: 1 });
    // Moved off early decision: no warning.
    const rd = await call("PATCH", "/api/counseling-school", { id: res.json().data.id, decision_plan: "rd" });
    expect(rd.json().warnings).toEqual([]);
  });

  it("reads the school's deadline for the plan and cycle from its figures, estimating from another year", async () => {
    const nyu = await call(
      "GET",
      `/api/counseling-schools?student_user_id=${world.ids.student}&page_size=50`,
    );
    const row = nyu.json().data.find((item: { school_id: number }) => item.school_id === world.school.nyu);
    await call("PATCH", "/api/counseling-school", { id: row.id, decision_plan: "ed1" });
    const estimated = await call("GET", `/api/counseling-school/${row.id}`);
    expect(estimated.json().school_deadline).toEqual({
      date: "2026-11-01",
      fact_year: "2025-26",
      estimated: 1,
    });
    const transfer = await call("PATCH", "/api/counseling-school", {
      id: row.id,
      application_type: "transfer",
    });
    expect(transfer.json().data.school_deadline).toEqual({
      date: "2027-03-01",
      fact_year: "2026-27",
      estimated: 0,
    });
    const ucla = await call("POST", "/api/counseling-school", {
      student_user_id: world.ids.student,
      school_id: world.school.ucla,
      decision_plan: "rd",
      cycle: "2026-27",
    });
    expect(ucla.json().data.school_deadline).toEqual({ date: "2026-11-30", fact_year: "2027", estimated: 0 });
  });

  it("refuses an internal deadline on or after the school's, and writes nothing", async () => {
    const res = await call(
      "PATCH",
      "/api/counseling-school",
      { id, internal_deadline: "2026-11-01" },
      "counselor",
      "zh-TW",
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.internal_deadline[0]).toContain("2026-11-01");
    expect((await call("GET", `/api/counseling-school/${id}`)).json().internal_deadline).toBe("2026-10-15");
    const ok = await call("PATCH", "/api/counseling-school", { id, internal_deadline: "2026-10-31" });
    expect(ok.json().data.next_deadline).toBe("2026-10-31");
  });

  it("refuses bad input with field errors: NUL bytes, control characters, dates, unknown values", async () => {
    const before = await rowCount();
    for (const body of [
      { login_field_username: "a\u0000b" },
      { login_field_username: "a\u0007b" },
      { internal_deadline: "2026-02-30" },
      { category: "maybe" },
      { admissions_result: "accepted" },
      { cycle: "2026" },
    ]) {
      const res = await call("POST", "/api/counseling-school", {
        student_user_id: world.ids.student,
        school_id: world.more[0],
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const noSchool = await call("POST", "/api/counseling-school", {
      student_user_id: world.ids.student,
      school_id: 999999,
    });
    expect(noSchool.statusCode).toBe(422);
    expect(noSchool.json().errors.school_id).toBeDefined();
    const notHisClass = await call("POST", "/api/counseling-school", {
      student_user_id: world.ids.otherParent,
      school_id: world.more[0],
    });
    expect(notHisClass.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });
});
