import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { multipartBody, PDF } from "../../../test/helpers/upload-files";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const people = [
    { username: "admin", roles: ["super-admin"] as const },
    { username: "staff", roles: ["staff"] as const },
    { username: "teacher", roles: ["teacher"] as const, firstName: "Mei" },
    { username: "teacher2", roles: ["teacher"] as const, firstName: "John" },
    { username: "student", roles: ["student"] as const },
    { username: "parent", roles: ["parent"] as const },
  ];
  for (const person of people) {
    const row = await createUser(db, { ...person, roles: [...person.roles] });
    ids[person.username] = row.id;
    auth[person.username] = (await signIn(ctx.app, person.username)).authorization;
  }
});
afterAll(() => ctx.close());

const as = (user?: string) => (user ? { authorization: auth[user] ?? "" } : {});
const contractCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from teacher_contracts`))[0]
    ?.n;

const validContract = () => ({
  teacher_id: ids.teacher,
  title: "2026 tutoring",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  hourly_rate: 80000,
  currency: "TWD",
  status: "active",
});

async function createContract(body: Record<string, unknown> = validContract()) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/teacher-contract",
    headers: as("admin"),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("create", () => {
  it("refuses bad input with localized field errors and writes nothing", async () => {
    const before = await contractCount();
    const zero = await ctx.app.inject({
      method: "POST",
      url: "/api/teacher-contract",
      headers: as("admin"),
      payload: { ...validContract(), hourly_rate: 0, end_date: "2025-12-31" },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({
      hourly_rate: ["Money must be a number greater than 0."],
      end_date: ["The end date cannot be before the start date."],
    });
    const text = await ctx.app.inject({
      method: "POST",
      url: "/api/teacher-contract",
      headers: { ...as("admin"), "accept-language": "zh-TW" },
      payload: { ...validContract(), hourly_rate: "abc", currency: "EUR", title: " " },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.hourly_rate).toEqual(["金額必須是大於 0 的數字。"]);
    expect(text.json().errors.currency).toBeDefined();
    expect(text.json().errors.title).toEqual(["此欄位為必填。"]);
    const notTeacher = await ctx.app.inject({
      method: "POST",
      url: "/api/teacher-contract",
      headers: as("admin"),
      payload: { ...validContract(), teacher_id: ids.student },
    });
    expect(notTeacher.statusCode).toBe(422);
    expect(notTeacher.json().errors).toEqual({ teacher_id: ["No such teacher."] });
    const noDoc = await ctx.app.inject({
      method: "POST",
      url: "/api/teacher-contract",
      headers: as("admin"),
      payload: { ...validContract(), document_upload_id: 999999 },
    });
    expect(noDoc.json().errors).toEqual({ document_upload_id: ["This document was not found."] });
    expect(await contractCount()).toBe(before);
  });

  it("creates with an attached document, audits it, and lets only that teacher open the document", async () => {
    const body = multipartBody([{ name: "document", filename: "contract.pdf", content: PDF }]);
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: "/api/document",
      payload: body.payload,
      headers: { ...body.headers, ...as("admin") },
    });
    const document = uploaded.json().document;
    const contract = await createContract({
      ...validContract(),
      document_upload_id: document.id,
      notes: "  evenings ",
    });
    expect(contract).toMatchObject({
      teacher_id: ids.teacher,
      teacher: { username: "teacher", first_name: "Mei" },
      hourly_rate: 80000,
      currency: "TWD",
      status: "active",
      notes: "evenings",
      document_upload_id: document.id,
      document: { id: document.id, name: "contract.pdf", mime_type: "application/pdf" },
    });
    const [audit] = await queryRows<{ action: string; actor_id: number; after: { hourly_rate: number } }>(
      ctx.database.db,
      sql`select action, actor_id, after from audit_log where target_type = 'teacher_contract' and target_id = ${String(contract.id)}`,
    );
    expect(audit).toMatchObject({
      action: "teacher_contract.create",
      actor_id: ids.admin,
      after: { hourly_rate: 80000 },
    });
    expect(
      (await ctx.app.inject({ method: "GET", url: document.url, headers: as("teacher") })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: "GET", url: document.url, headers: as("teacher2") })).statusCode,
    ).toBe(403);
  });
});

describe("update and delete", () => {
  it("checks the end date against the stored start, audits before and after", async () => {
    const contract = await createContract({ ...validContract(), end_date: null });
    const bad = await ctx.app.inject({
      method: "PATCH",
      url: `/api/teacher-contract/${contract.id}`,
      headers: as("admin"),
      payload: { end_date: "2025-06-30" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ end_date: ["The end date cannot be before the start date."] });
    const zero = await ctx.app.inject({
      method: "PATCH",
      url: `/api/teacher-contract/${contract.id}`,
      headers: as("admin"),
      payload: { hourly_rate: -5 },
    });
    expect(zero.json().errors).toEqual({ hourly_rate: ["Money must be a number greater than 0."] });
    const ok = await ctx.app.inject({
      method: "PATCH",
      url: `/api/teacher-contract/${contract.id}`,
      headers: as("admin"),
      payload: { hourly_rate: 2500, currency: "USD", status: "ended", end_date: "2026-06-30" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      hourly_rate: 2500,
      currency: "USD",
      status: "ended",
      end_date: "2026-06-30",
      title: "2026 tutoring",
    });
    const audits = await queryRows<{
      action: string;
      before: { hourly_rate: number };
      after: { hourly_rate: number };
    }>(
      ctx.database.db,
      sql`select action, before, after from audit_log where target_type = 'teacher_contract' and target_id = ${String(contract.id)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(["teacher_contract.create", "teacher_contract.update"]);
    expect(audits[1]).toMatchObject({ before: { hourly_rate: 80000 }, after: { hourly_rate: 2500 } });

    const missing = await ctx.app.inject({
      method: "PATCH",
      url: "/api/teacher-contract/999999",
      headers: as("admin"),
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/api/teacher-contract/${contract.id}`,
      headers: as("admin"),
    });
    expect(del.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: "DELETE",
      url: `/api/teacher-contract/${contract.id}`,
      headers: as("admin"),
    });
    expect(again.statusCode).toBe(404);
    const [last] = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'teacher_contract' and target_id = ${String(contract.id)} order by id desc limit 1`,
    );
    expect(last?.action).toBe("teacher_contract.delete");
  });
});

describe("search and mine", () => {
  it("filters by teacher, status, name and the period in force; pages", async () => {
    await ctx.database.db.execute(sql`delete from teacher_contracts`);
    await createContract({
      ...validContract(),
      title: "A",
      start_date: "2024-01-01",
      end_date: "2024-12-31",
      status: "ended",
    });
    await createContract({ ...validContract(), title: "B", start_date: "2026-01-01", end_date: null });
    await createContract({
      ...validContract(),
      title: "C",
      teacher_id: ids.teacher2,
      start_date: "2025-03-01",
      end_date: "2025-08-31",
      status: "draft",
    });
    const search = async (query: string) => {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/teacher-contracts/search?${query}`,
        headers: as("staff"),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await search("");
    expect(all).toMatchObject({ current_page: 1, per_page: 50, total: 3, last_page: 1 });
    expect(all.data.map((c: { title: string }) => c.title)).toEqual(["B", "C", "A"]);
    expect((await search(`teacher_id=${ids.teacher2}`)).data.map((c: { title: string }) => c.title)).toEqual([
      "C",
    ]);
    expect((await search("status=ended")).data.map((c: { title: string }) => c.title)).toEqual(["A"]);
    expect((await search("q=john")).data.map((c: { title: string }) => c.title)).toEqual(["C"]);
    expect((await search("q=%25")).total).toBe(0);
    expect(
      (await search("from=2025-01-01&to=2025-12-31")).data.map((c: { title: string }) => c.title),
    ).toEqual(["C"]);
    expect((await search("from=2027-01-01")).data.map((c: { title: string }) => c.title)).toEqual(["B"]);
    const paged = await search("page=2&page_size=2");
    expect(paged).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(paged.data).toHaveLength(1);

    const bad = await ctx.app.inject({
      method: "GET",
      url: "/api/teacher-contracts/search?status=gone&from=2025-13-01&page=0",
      headers: as("admin"),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["from", "page", "status"]);
    const reversed = await ctx.app.inject({
      method: "GET",
      url: "/api/teacher-contracts/search?from=2025-02-01&to=2025-01-01",
      headers: as("admin"),
    });
    expect(reversed.json().errors).toEqual({ to: ["The end date cannot be before the start date."] });

    const mine = await ctx.app.inject({
      method: "GET",
      url: "/api/teacher-contracts/mine",
      headers: as("teacher2"),
    });
    expect(mine.json().data.map((c: { title: string }) => c.title)).toEqual(["C"]);
    const badPage = await ctx.app.inject({
      method: "GET",
      url: "/api/teacher-contracts/mine?page_size=0",
      headers: as("teacher"),
    });
    expect(badPage.statusCode).toBe(422);
  });
});
