import { DOCUMENT_MAX_BYTES } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeWithTeacher } from "../../../test/helpers/classes";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { multipartBody, PDF } from "../../../test/helpers/upload-files";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
const PEOPLE = [
  ["admin", "super-admin"],
  ["staff", "staff"],
  ["teacher", "teacher"],
  ["teacher2", "teacher"],
  ["parent", "parent"],
  ["student", "student"],
  ["outsider", "student"],
] as const;
type Who = (typeof PEOPLE)[number][0] | "anon";
let classId: number;

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who: Who, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: who === "anon" ? {} : { authorization: auth[who] as string },
    ...(payload && { payload }),
  });

const uploadPdf = async (who: Who, content = PDF, lang = "en") => {
  const form = multipartBody([{ name: "document", filename: "unit-1.pdf", content }]);
  return ctx.app.inject({
    method: "POST",
    url: "/api/document",
    payload: form.payload,
    headers: { ...form.headers, authorization: auth[who] as string, "accept-language": lang },
  });
};

const materials = async (who: Who = "teacher") =>
  (await call("GET", `/api/session-classes/${classId}/materials`, who)).json();
const titles = (list: { title: string }[]) => list.map((item) => item.title);
const counts = async () =>
  (
    await queryRows<{ folders: number; items: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from course_material_folders) as folders, (select count(*)::int from course_material_items) as items`,
    )
  )[0];

const folder = async (name: string) =>
  (await call("POST", `/api/session-classes/${classId}/material-folders`, "teacher", { name })).json()
    .id as number;
const link = async (title: string, folderId: number | null = null) =>
  (
    await call("POST", `/api/session-classes/${classId}/material-items`, "teacher", {
      folder_id: folderId,
      title,
      link_url: `https://example.com/${encodeURIComponent(title)}`,
    })
  ).json().id as number;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, role] of PEOPLE) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [role] })).id;
    auth[username] = (await signIn(ctx.app, username)).authorization;
  }
  const db = ctx.database.db;
  await placeWithTeacher(db, ids.teacher as number, ids.student as number);
  await placeWithTeacher(db, ids.teacher2 as number, ids.outsider as number);
  await linkParentStudents(db, ids.parent as number, [ids.student as number]);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select session_class_id as id from session_class_teachers where user_id = ${ids.teacher}`,
  );
  classId = row?.id as number;
});
afterAll(() => ctx.close());

describe("course materials", () => {
  it("builds a unit with a file and a link, which the class reads in order", async () => {
    const unit = await call("POST", `/api/session-classes/${classId}/material-folders`, "teacher", {
      name: "Unit 1",
    });
    expect(unit.statusCode).toBe(200);
    expect(unit.json()).toMatchObject({ name: "Unit 1", position: 1 });
    const doc = await uploadPdf("teacher");
    expect(doc.statusCode).toBe(200);
    const file = await call("POST", `/api/session-classes/${classId}/material-items`, "teacher", {
      folder_id: unit.json().id,
      title: "Reading passage",
      description: "Read before class",
      upload_id: doc.json().document.id,
    });
    expect(file.statusCode).toBe(200);
    expect(file.json().file).toMatchObject({ name: "unit-1.pdf", mime_type: "application/pdf" });
    const linkItem = await call("POST", `/api/session-classes/${classId}/material-items`, "teacher", {
      folder_id: unit.json().id,
      title: "Video",
      link_url: "https://video.example.com/watch?v=1",
    });
    expect(linkItem.statusCode).toBe(200);
    for (const who of ["student", "parent", "staff"] as const) {
      const list = await call("GET", `/api/session-classes/${classId}/materials`, who);
      expect(list.statusCode).toBe(200);
      expect(list.json().can_edit).toBe(who === "staff");
      const [first] = list.json().folders;
      expect(first.name).toBe("Unit 1");
      expect(titles(first.items)).toEqual(["Reading passage", "Video"]);
    }
    expect((await materials("teacher")).can_edit).toBe(true);
  });

  it("lets the class's student download the file; a student of another class gets nothing", async () => {
    const url = (await materials("student")).folders[0].items[0].file.url as string;
    const own = await ctx.app.inject({
      method: "GET",
      url,
      headers: { authorization: auth.student as string },
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const parent = await ctx.app.inject({
      method: "GET",
      url,
      headers: { authorization: auth.parent as string },
    });
    expect(parent.statusCode).toBe(200);
    for (const who of ["outsider", "teacher2"] as const) {
      const other = await ctx.app.inject({
        method: "GET",
        url,
        headers: { authorization: auth[who] as string },
      });
      expect(other.statusCode).toBe(403);
      expect((await call("GET", `/api/session-classes/${classId}/materials`, who)).statusCode).toBe(404);
    }
    expect((await call("GET", `/api/session-classes/${classId}/materials`, "anon")).statusCode).toBe(401);
    expect((await call("GET", "/api/session-classes/999999/materials", "admin")).statusCode).toBe(404);
  });

  it("refuses writes from the class's students and parents (403) and from strangers (404), writing nothing", async () => {
    const before = await counts();
    const { folders } = await materials();
    const item = folders[0].items[0].id;
    for (const [who, status] of [
      ["student", 403],
      ["parent", 403],
      ["teacher2", 404],
      ["outsider", 404],
    ] as const) {
      expect(
        (await call("POST", `/api/session-classes/${classId}/material-folders`, who, { name: "X" }))
          .statusCode,
      ).toBe(status);
      expect((await call("PATCH", `/api/material-items/${item}`, who, { title: "X" })).statusCode).toBe(
        status,
      );
      expect(
        (await call("DELETE", `/api/material-folders/${folders[0].id}?mode=with_contents`, who)).statusCode,
      ).toBe(status);
    }
    expect(await counts()).toEqual(before);
  });

  it("renames, edits and moves up and down within a folder", async () => {
    const unit = await folder("Unit 2");
    expect(
      (await call("PATCH", `/api/material-folders/${unit}`, "teacher", { name: "Unit 2: Grammar" })).json()
        .name,
    ).toBe("Unit 2: Grammar");
    const a = await link("A", unit);
    await link("B", unit);
    const c = await link("C", unit);
    expect(
      (await call("POST", `/api/material-items/${c}/move`, "teacher", { direction: "up" })).statusCode,
    ).toBe(200);
    expect(titles((await materials()).folders[1].items)).toEqual(["A", "C", "B"]);
    // At the top already: nothing changes.
    await call("POST", `/api/material-items/${a}/move`, "teacher", { direction: "up" });
    await call("POST", `/api/material-items/${a}/move`, "teacher", { direction: "down" });
    expect(titles((await materials()).folders[1].items)).toEqual(["C", "A", "B"]);
    const edited = await call("PATCH", `/api/material-items/${a}`, "teacher", {
      title: "A2",
      description: "notes",
      folder_id: null,
    });
    expect(edited.json()).toMatchObject({ title: "A2", description: "notes", folder_id: null });
    expect(titles((await materials()).items)).toEqual(["A2"]);
    expect(
      (await call("POST", `/api/material-folders/${unit}/move`, "teacher", { direction: "up" })).statusCode,
    ).toBe(200);
    expect((await materials()).folders.map((f: { name: string }) => f.name)).toEqual([
      "Unit 2: Grammar",
      "Unit 1",
    ]);
    expect(
      (await call("POST", `/api/material-items/${a}/move`, "teacher", { direction: "sideways" })).statusCode,
    ).toBe(422);
  });

  it("deletes a folder alone (its items move to the end of the top level) or with its contents", async () => {
    const alone = await folder("Category alone");
    await link("Kept 1", alone);
    await link("Kept 2", alone);
    const before = titles((await materials()).items);
    expect((await call("DELETE", `/api/material-folders/${alone}`, "teacher")).statusCode).toBe(422);
    expect(
      (await call("DELETE", `/api/material-folders/${alone}?mode=folder_only`, "teacher")).statusCode,
    ).toBe(200);
    const after = await materials();
    expect(titles(after.items)).toEqual([...before, "Kept 1", "Kept 2"]);
    expect(after.folders.some((f: { id: number }) => f.id === alone)).toBe(false);

    const whole = await folder("Category whole");
    await link("Gone", whole);
    const { items } = await counts().then((c) => c ?? { items: 0 });
    expect(
      (await call("DELETE", `/api/material-folders/${whole}?mode=with_contents`, "teacher")).statusCode,
    ).toBe(200);
    expect((await counts())?.items).toBe(items - 1);
    expect(titles((await materials()).items)).not.toContain("Gone");
    const item = await link("Delete me");
    expect((await call("DELETE", `/api/material-items/${item}`, "teacher")).statusCode).toBe(200);
    expect((await call("DELETE", `/api/material-items/${item}`, "teacher")).statusCode).toBe(404);
  });

  it("takes only http(s) links ('Invalid link!') and a link or a file, never both", async () => {
    const before = await counts();
    const base = `/api/session-classes/${classId}/material-items`;
    for (const link_url of ["javascript:alert(1)", "ftp://example.com/a", "not a link", "//example.com"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: base,
        headers: { authorization: auth.teacher as string, "accept-language": "zh-TW" },
        payload: { title: "Bad", link_url },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.link_url).toEqual(["無效的連結！"]);
    }
    expect((await call("POST", base, "teacher", { title: "Neither" })).json().errors.link_url).toEqual([
      "Give either a link or a file.",
    ]);
    const doc = (await uploadPdf("teacher")).json().document.id;
    const both = await call("POST", base, "teacher", {
      title: "Both",
      link_url: "https://a.example",
      upload_id: doc,
    });
    expect(both.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it("attaches only the caller's own, unused upload", async () => {
    const base = `/api/session-classes/${classId}/material-items`;
    const others = (await uploadPdf("teacher2")).json().document.id;
    const res = await call("POST", base, "teacher", { title: "Stolen", upload_id: others });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.upload_id).toBeDefined();
    const mine = (await uploadPdf("teacher")).json().document.id;
    expect((await call("POST", base, "teacher", { title: "One", upload_id: mine })).statusCode).toBe(200);
    const again = await call("POST", base, "teacher", { title: "Two", upload_id: mine });
    expect(again.json().errors.upload_id).toEqual(["This file is already attached to another material."]);
  });

  it("refuses a file over 20 MB with the spec's message in zh-TW, keeping nothing", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const uploadsNow = async () =>
      (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from uploads`))[0]?.n;
    const before = await uploadsNow();
    const res = await uploadPdf("teacher", big, "zh-TW");
    expect(await uploadsNow()).toBe(before);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("檔案不能大於 20 mb。");
  });
});
