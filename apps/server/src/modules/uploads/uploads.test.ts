import fs from "node:fs/promises";
import path from "node:path";
import { IMAGE_MAX_BYTES } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeWithTeacher } from "../../../test/helpers/classes";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { DOCX, EXE, listFiles, multipartBody, PDF, PNG, SVG } from "../../../test/helpers/upload-files";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { parentStudents } from "../users/users.table";
import { ORPHAN_GRACE_MS, periodicSweep, sweepOrphanObjects } from "./uploads.service";
import { createLocalStorage, newTempPath, storagePath } from "./uploads.storage";

let ctx: TestContext;
const auth: Record<string, { authorization: string; token: string }> = {};
let pupilId = 0;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  const db = ctx.database.db;
  await createUser(db, { username: "admin", roles: ["super-admin"] });
  await createUser(db, { username: "staff", roles: ["staff"] });
  await createUser(db, { username: "teacher", roles: ["teacher"] });
  await createUser(db, { username: "student", roles: ["student"] });
  await createUser(db, { username: "other", roles: ["student"] });
  const parent = await createUser(db, { username: "parent", roles: ["parent"] });
  const { id: studentId } = await createUser(db, { username: "pupil", roles: ["student"] });
  pupilId = studentId;
  const { id: teacherId } = await createUser(db, { username: "tutor", roles: ["teacher"] });
  await db.insert(parentStudents).values({ parentId: parent.id, studentId });
  // The teacher–student relation belongs to the classes module: "tutor" teaches "pupil" in a class.
  await placeWithTeacher(db, teacherId, studentId);
  for (const name of ["admin", "staff", "teacher", "student", "other", "parent", "pupil", "tutor"])
    auth[name] = await signIn(ctx.app, name);
});
afterAll(() => ctx.close());

const as = (user: string) => ({ authorization: auth[user]?.authorization ?? "" });

function upload(url: string, user: string | undefined, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? as(user) : {}) },
  });
}

const count = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from uploads`))[0]?.n;

// 401 without a session and the route × role statuses: the generated table in test/permissions.
describe("who may upload and delete", () => {
  it("lets every signed-in role upload", async () => {
    for (const user of ["admin", "staff", "teacher", "student"]) {
      const res = await upload("/api/image", user, [{ name: "image", filename: "a.png", content: PNG }]);
      expect(res.statusCode, user).toBe(200);
    }
  });

  it("refuses a cookie-authenticated upload from another origin (CSRF) with 403", async () => {
    const body = multipartBody([{ name: "image", filename: "a.png", content: PNG }]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/image",
      payload: body.payload,
      headers: { ...body.headers, cookie: `session=${auth.student?.token}`, origin: "http://evil.test" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("deletes only for the owner or an admin", async () => {
    const own = (
      await upload("/api/image", "student", [{ name: "image", filename: "a.png", content: PNG }])
    ).json();
    const byOther = await ctx.app.inject({
      method: "DELETE",
      url: `/api/image/${own.id}`,
      headers: as("other"),
    });
    expect(byOther.statusCode).toBe(403);
    const byStaff = await ctx.app.inject({
      method: "DELETE",
      url: `/api/image/${own.id}`,
      headers: as("staff"),
    });
    expect(byStaff.statusCode).toBe(403);
    const byAdmin = await ctx.app.inject({
      method: "DELETE",
      url: `/api/image/${own.id}`,
      headers: as("admin"),
    });
    expect(byAdmin.statusCode).toBe(200);
    const again = (
      await upload("/api/image", "student", [{ name: "image", filename: "a.png", content: PNG }])
    ).json();
    const byOwner = await ctx.app.inject({
      method: "DELETE",
      url: `/api/image/${again.id}`,
      headers: as("student"),
    });
    expect(byOwner.statusCode).toBe(200);
  });

  it("answers 422 for a bad id and 404 for a missing one", async () => {
    const bad = await ctx.app.inject({ method: "DELETE", url: "/api/image/abc", headers: as("admin") });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id).toBeDefined();
    const missing = await ctx.app.inject({
      method: "DELETE",
      url: "/api/document/999999",
      headers: as("admin"),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("POST image", () => {
  it("stores a PNG by content and serves it publicly with safe headers", async () => {
    const res = await upload("/api/image", "student", [
      // the client's name and content type are ignored
      { name: "file", filename: "../../etc/evil.html", content: PNG, type: "text/html" },
    ]);
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json();
    expect(url).toBe(`/files/${id}/evil.html`);
    const files = await listFiles(ctx.config.UPLOAD_DIR);
    expect(files.every((f) => f.startsWith(ctx.config.UPLOAD_DIR) && !f.includes("evil"))).toBe(true);
    const served = await ctx.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toMatch(/^inline; filename="evil.html"/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses a .png name with PDF bytes and an EXE renamed .jpg (415), writing nothing", async () => {
    const before = await count();
    const filesBefore = (await listFiles(ctx.config.UPLOAD_DIR)).length;
    const pdfAsPng = await upload("/api/image", "student", [
      { name: "image", filename: "photo.png", content: PDF, type: "image/png" },
    ]);
    expect(pdfAsPng.statusCode).toBe(415);
    expect(pdfAsPng.json()).toEqual({
      message: "Only JPEG, PNG, WebP and GIF images are accepted.",
      code: "unsupported_media_type",
    });
    const exeAsJpg = await upload("/api/image", "student", [
      { name: "image", filename: "photo.jpg", content: EXE, type: "image/jpeg" },
    ]);
    expect(exeAsJpg.statusCode).toBe(415);
    const svg = await upload("/api/image", "student", [
      { name: "image", filename: "a.svg", content: SVG, type: "image/svg+xml" },
    ]);
    expect(svg.statusCode).toBe(415);
    expect(await count()).toBe(before);
    expect((await listFiles(ctx.config.UPLOAD_DIR)).length).toBe(filesBefore);
  });

  it("answers 413 over 5 MB and leaves no file on disk", async () => {
    const filesBefore = (await listFiles(ctx.config.UPLOAD_DIR)).length;
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload("/api/image", "student", [{ name: "image", filename: "big.png", content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Images can be at most 5 MB.", code: "payload_too_large" });
    expect((await listFiles(ctx.config.UPLOAD_DIR)).length).toBe(filesBefore);
  });

  it("holds a content image sent as a document (type=img) to the image limit, whatever the field order", async () => {
    const filesBefore = (await listFiles(ctx.config.UPLOAD_DIR)).length;
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    for (const parts of [
      [
        { name: "type", value: "img" },
        { name: "document", filename: "big.png", content: big },
      ],
      [
        { name: "document", filename: "big.png", content: big },
        { name: "type", value: "img" },
      ],
    ]) {
      const res = await upload("/api/document", "teacher", parts);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe("Images can be at most 5 MB.");
    }
    expect((await listFiles(ctx.config.UPLOAD_DIR)).length).toBe(filesBefore);
    // The same bytes as a private document are within its 20 MB.
    const doc = await upload("/api/document", "teacher", [
      { name: "document", filename: "big.png", content: big },
    ]);
    expect(doc.statusCode).toBe(200);
  });

  it("answers 422 without a file and 415 for a non-multipart body", async () => {
    const none = await upload("/api/image", "student", [{ name: "note", value: "x" }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ image: ["Please choose a file."] });
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/image",
      headers: as("student"),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe("POST document", () => {
  it("stores a private PDF: refused to others, served to the owner, admins and staff", async () => {
    const res = await upload("/api/document", "teacher", [
      { name: "document", filename: "合約.pdf", content: PDF },
    ]);
    expect(res.statusCode).toBe(200);
    const { document } = res.json();
    expect(document).toMatchObject({ name: "合約.pdf", size: PDF.length, mime_type: "application/pdf" });
    expect(document.url).toBe(`/files/${document.id}/${encodeURIComponent("合約.pdf")}`);
    expect((await ctx.app.inject({ method: "GET", url: document.url })).statusCode).toBe(401);
    const byOther = await ctx.app.inject({ method: "GET", url: document.url, headers: as("other") });
    expect(byOther.statusCode).toBe(403);
    for (const user of ["teacher", "admin", "staff"]) {
      const served = await ctx.app.inject({ method: "GET", url: document.url, headers: as(user) });
      expect(served.statusCode, user).toBe(200);
      expect(served.headers["content-type"]).toBe("application/pdf");
      expect(served.headers["content-disposition"]).toContain("inline;");
      expect(served.headers["content-disposition"]).toContain("filename*=UTF-8''%E5%90%88%E7%B4%84.pdf");
      expect(served.headers["cache-control"]).toBe("private, no-store");
    }
    // the owner's browser sends the session cookie
    const byCookie = await ctx.app.inject({
      method: "GET",
      url: `/files/${document.id}`,
      headers: { cookie: `session=${auth.teacher?.token}` },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it("accepts a DOCX by its zip content and serves it as an attachment", async () => {
    const res = await upload("/api/document", "admin", [
      { name: "document", filename: "terms.docx", content: DOCX },
    ]);
    expect(res.statusCode).toBe(200);
    const { document } = res.json();
    expect(document.mime_type).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const served = await ctx.app.inject({ method: "GET", url: document.url, headers: as("admin") });
    expect(served.headers["content-disposition"]).toMatch(/^attachment;/);
  });

  it("type=img accepts images only, and they are public", async () => {
    const pdf = await upload("/api/document", "teacher", [
      { name: "type", value: "img" },
      { name: "document", filename: "x.png", content: PDF },
    ]);
    expect(pdf.statusCode).toBe(415);
    const png = await upload("/api/document", "teacher", [
      { name: "document", filename: "x.png", content: PNG },
      { name: "type", value: "img" },
    ]);
    expect(png.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: png.json().document.url })).statusCode).toBe(200);
  });

  it("refuses an EXE and an SVG (415) and a missing file (422)", async () => {
    const exe = await upload("/api/document", "teacher", [
      { name: "document", filename: "a.pdf", content: EXE },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe("unsupported_media_type");
    const svg = await upload("/api/document", "teacher", [
      { name: "document", filename: "a.svg", content: SVG },
    ]);
    expect(svg.statusCode).toBe(415);
    const none = await upload("/api/document", "teacher", [{ name: "type", value: "pdf" }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.document).toEqual(["Please choose a file."]);
  });

  it("DELETE removes the row and the file", async () => {
    const { document } = (
      await upload("/api/document", "student", [{ name: "document", filename: "a.pdf", content: PDF }])
    ).json();
    const [row] = await queryRows<{ storage_key: string }>(
      ctx.database.db,
      sql`select storage_key from uploads where id = ${document.id}`,
    );
    const onDisk = async () =>
      (await listFiles(ctx.config.UPLOAD_DIR)).some((f) => f.endsWith(row?.storage_key ?? "?"));
    expect(await onDisk()).toBe(true);
    // an image route does not delete a document
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/image/${document.id}`, headers: as("student") }))
        .statusCode,
    ).toBe(404);
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/api/document/${document.id}`,
      headers: as("student"),
    });
    expect(res.statusCode).toBe(200);
    expect(await onDisk()).toBe(false);
    expect(
      (await ctx.app.inject({ method: "GET", url: document.url, headers: as("student") })).statusCode,
    ).toBe(404);
  });
});

describe("profile photos are personal", () => {
  const read = (url: string, user?: string) =>
    ctx.app.inject({ method: "GET", url, headers: user ? as(user) : {} });
  const setPhoto = (user: string, photoId: number | null) =>
    ctx.app.inject({
      method: "PATCH",
      url: "/api/basic/profile",
      headers: as(user),
      payload: { photo_upload_id: photoId },
    });
  const image = async (user: string, purpose?: string) => {
    const parts: Parameters<typeof multipartBody>[0] = [{ name: "image", filename: "me.png", content: PNG }];
    if (purpose) parts.push({ name: "purpose", value: purpose });
    const res = await upload("/api/image", user, parts);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; url: string };
  };

  it("shows a profile's photo only to whoever may read the profile, and never to shared caches", async () => {
    // Uploaded as a plain image (as older clients do), then made the profile photo.
    const photo = await image("pupil");
    expect((await setPhoto("pupil", photo.id)).statusCode).toBe(200);
    for (const url of [photo.url, `/files/${photo.id}`]) {
      expect((await read(url)).statusCode).toBe(401);
      expect((await read(url, "other")).statusCode).toBe(403);
      expect((await read(url, "teacher")).statusCode).toBe(403); // a teacher, but not this student's
    }
    // The student, their parent, their teacher, staff and admins.
    for (const user of ["pupil", "parent", "tutor", "staff", "admin"]) {
      const served = await read(photo.url, user);
      expect(served.statusCode, user).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect(served.headers["cache-control"], user).toBe("private, no-store");
    }
    // An <img> on our pages sends the session cookie.
    const byCookie = await ctx.app.inject({
      method: "GET",
      url: `/files/${photo.id}`,
      headers: { cookie: `session=${auth.parent?.token}` },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it("keeps an image uploaded as a photo personal before it is linked and after it is replaced", async () => {
    const first = await image("pupil", "photo");
    expect((await read(first.url)).statusCode).toBe(401);
    expect((await read(first.url, "other")).statusCode).toBe(403);
    expect((await read(first.url, "pupil")).statusCode).toBe(200);
    expect((await read(first.url, "staff")).statusCode).toBe(200);
    expect((await setPhoto("pupil", first.id)).statusCode).toBe(200);
    expect((await read(first.url, "parent")).statusCode).toBe(200);
    const second = await image("pupil", "photo");
    expect((await setPhoto("pupil", second.id)).statusCode).toBe(200);
    // The replaced photo is nobody's profile photo now: only its owner, admins and staff see it.
    expect((await read(first.url)).statusCode).toBe(401);
    expect((await read(first.url, "parent")).statusCode).toBe(403);
    expect((await read(first.url, "pupil")).statusCode).toBe(200);
    expect((await read(second.url, "parent")).statusCode).toBe(200);
    const [row] = await queryRows<{ visibility: string }>(
      ctx.database.db,
      sql`select visibility from uploads where id = ${first.id}`,
    );
    expect(row?.visibility).toBe("personal");
  });

  it("an admin's upload set as a student's photo follows that student's profile", async () => {
    const photo = await image("admin", "photo");
    const set = await ctx.app.inject({
      method: "PATCH",
      url: `/api/basic/profile/${pupilId}`,
      headers: as("admin"),
      payload: { photo_upload_id: photo.id },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await read(photo.url, "parent")).statusCode).toBe(200);
    expect((await read(photo.url, "other")).statusCode).toBe(403);
  });

  it("leaves content images public and cacheable", async () => {
    const content = await image("admin");
    const served = await read(content.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=86400");
    const unknown = await upload("/api/image", "admin", [
      { name: "image", filename: "a.png", content: PNG },
      { name: "purpose", value: "anything-else" },
    ]);
    expect((await read(unknown.json().url)).statusCode).toBe(200);
  });
});

describe("the local directory's sweep", () => {
  it("removes stale temp files each hour; files no row names only when asked, and only old ones", async () => {
    const dir = ctx.config.UPLOAD_DIR;
    const storage = createLocalStorage(dir);
    const kept = await upload("/api/image", "student", [{ name: "image", filename: "a.png", content: PNG }]);
    expect(kept.statusCode).toBe(200);
    const old = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    // What a killed process leaves: a file whose row never committed, and half a received file.
    const orphan = storagePath(dir, "ffffffffffffffffffffffffffffffff");
    await fs.mkdir(path.dirname(orphan), { recursive: true });
    await fs.writeFile(orphan, PNG);
    const temp = await newTempPath(dir);
    await fs.writeFile(temp, PNG.subarray(0, 10));
    const young = storagePath(dir, "fffffffffffffffffffffffffffffffe");
    await fs.writeFile(young, PNG);
    // Every file, the rows' included, made old; only the young orphan keeps its fresh time.
    for (const file of await listFiles(dir)) if (file !== young) await fs.utimes(file, old, old);
    const before = await listFiles(dir);
    // Each hour: the temp file only (the directory may hold another database's files).
    const hourly = await periodicSweep(ctx.database.db, storage);
    expect(hourly).toEqual({ checked: 0, removed: [], tempFilesRemoved: 1 });
    expect((await listFiles(dir)).sort()).toEqual(before.filter((f) => f !== temp).sort());
    const asked = await sweepOrphanObjects(ctx.database.db, storage, new Date(Date.now() - ORPHAN_GRACE_MS));
    expect(asked.removed).toEqual(["ffffffffffffffffffffffffffffffff"]);
    expect((await listFiles(dir)).sort()).toEqual(before.filter((f) => f !== orphan && f !== temp).sort());
    await fs.rm(young);
  });
});
