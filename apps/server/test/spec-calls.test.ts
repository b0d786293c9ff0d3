import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCourseSessions, insertEnrollment } from "./helpers/enrollment";
import { createTestApp, type TestContext } from "./helpers/test-app";
import { multipartBody, PNG } from "./helpers/upload-files";
import { createUser, signIn, TEST_PASSWORD } from "./helpers/users";

/**
 * Every built call whose parameters or payload the spec names (01 §7, 02 §7, 03 §7), sent exactly as
 * the spec writes it, is accepted: the names, the 0/1 flags, the role name super-admin.
 */

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ CAPTCHA_DISABLED: "true" });
  const db = ctx.database.db;
  for (const [name, roles] of [
    ["boss", ["super-admin"]],
    ["zoe-admin", ["super-admin"]],
    ["staffer", ["staff"]],
    ["teacher", ["teacher"]],
    ["parent", ["parent"]],
    ["student", ["student"]],
  ] as const) {
    const user = await createUser(db, { username: name, roles: [...roles], firstName: name });
    ids[name] = user.id;
    auth[name] = { authorization: (await signIn(ctx.app, name)).authorization };
  }
  await createUser(db, {
    username: "retired-admin",
    roles: ["super-admin"],
    isActive: false,
    firstName: "retired",
  });
});
afterAll(() => ctx.close());

let address = 0;
const call = (options: InjectOptions, who?: string) =>
  ctx.app.inject({
    ...options,
    headers: { ...(who ? auth[who] : {}), ...(options.headers as object) },
    // A fresh address per call: the spec's calls are tested here, not the rate limits.
    remoteAddress: `10.9.${(address >> 8) & 255}.${address++ & 255}`,
  });

describe("01 §7 auth and account, as written", () => {
  it("POST register {email, password, captcha, captcha_key}", async () => {
    const res = await call({
      method: "POST",
      url: "/api/register",
      payload: {
        email: "new.comer+1@example.com",
        password: "long enough 1",
        captcha: "abcd",
        captcha_key: "k",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(["access_token", "user"]);
    // No username sent: one is made from the email, unique.
    expect(res.json().user.username).toBe("new.comer1");
    const again = await call({
      method: "POST",
      url: "/api/register",
      payload: {
        email: "new.comer+1@example.org",
        password: "long enough 1",
        captcha: "abcd",
        captcha_key: "k",
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().user.username).toBe("new.comer1-2");
  });

  it("POST login {email or username, password} returns {access_token, user}", async () => {
    for (const payload of [
      { email: "boss@example.com", password: TEST_PASSWORD },
      { username: "boss", password: TEST_PASSWORD },
      { email: "boss", password: TEST_PASSWORD },
    ]) {
      const res = await call({ method: "POST", url: "/api/login", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(["access_token", "user"]);
      expect(res.json().user.all_roles).toEqual(["super-admin"]);
    }
  });

  it("POST check-username {username}, check-email and users/check-email {email}, reset-url {user_id}", async () => {
    const checks = [
      call({ method: "POST", url: "/api/check-username", payload: { username: "someone-new" } }),
      call({ method: "POST", url: "/api/check-email", payload: { email: "free@example.com" } }),
      call({ method: "POST", url: "/api/users/check-email", payload: { email: "free@example.com" } }, "boss"),
      call({ method: "POST", url: "/api/reset-url", payload: { user_id: ids.student } }, "boss"),
    ];
    for (const res of await Promise.all(checks)) expect(res.statusCode, res.body).toBe(200);
  });

  it("PATCH lang {lang} with the spec's codes and short forms", async () => {
    for (const [lang, stored] of [
      ["en", "en"],
      ["cn", "zh-CN"],
      ["tw", "zh-TW"],
      ["EN-US", "en"],
      ["ZH-CN", "zh-CN"],
      ["ZH-TW", "zh-TW"],
      ["zh-TW", "zh-TW"],
    ]) {
      const res = await call({ method: "PATCH", url: "/api/lang", payload: { lang } }, "student");
      expect(res.statusCode, `${lang}: ${res.body}`).toBe(200);
      const me = await call({ method: "POST", url: "/api/me" }, "student");
      expect(me.json().lang ?? me.json().user?.lang, lang).toBe(stored);
    }
    const bad = await call({ method: "PATCH", url: "/api/lang", payload: { lang: "fr" } }, "student");
    expect(bad.statusCode).toBe(422);
  });

  it("GET captcha/flat returns {img, key}", async () => {
    const res = await call({ method: "GET", url: "/api/captcha/flat" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(["img", "key"]);
  });
});

describe("01 §7 relations and users, as written", () => {
  it("GET users/search with every named parameter, flags as 0/1", async () => {
    const tag = await call({ method: "POST", url: "/api/tag", payload: { name: "SpecTag" } }, "boss");
    const query =
      `page=1&page_size=50&is_active=1&tag_mode=any&subject_mode=any&q=teach&role=teacher` +
      `&tag_ids=${tag.json().id}&subjects[]=SAT&subjects[]=ACT`;
    const res = await call({ method: "GET", url: `/api/users/search?${query}` }, "boss");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().users).toMatchObject({ current_page: 1, per_page: 50 });
    const all = await call(
      { method: "GET", url: "/api/users/search?tag_mode=all&subject_mode=all&is_active=0" },
      "boss",
    );
    expect(all.statusCode, all.body).toBe(200);
  });

  it("role filters take super-admin, and all_roles answers it", async () => {
    const search = await call({ method: "GET", url: "/api/users/search?role=super-admin" }, "boss");
    expect(search.statusCode).toBe(200);
    const found = search.json().users.data as Array<{ username: string; all_roles: string[] }>;
    expect(found.map((u) => u.username).sort()).toEqual(["boss", "retired-admin", "zoe-admin"]);
    for (const user of found) expect(user.all_roles).toContain("super-admin");
    const picks = await call({ method: "GET", url: "/api/users/search-all-active?role=super-admin" }, "boss");
    expect(picks.statusCode).toBe(200);
    expect(
      picks
        .json()
        .data.map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(["boss", "zoe-admin"]);
    const old = await call({ method: "GET", url: "/api/users/search?role=admin" }, "boss");
    expect(old.statusCode).toBe(422);
  });

  it("POST parent/connect-student {parent_user_id, users}; POST user/{id}/attach-tags {tag_ids}", async () => {
    const tag = await call(
      { method: "POST", url: "/api/tag", payload: { name: "SpecTag to attach" } },
      "boss",
    );
    expect(tag.statusCode, tag.body).toBe(200);
    const connect = await call(
      {
        method: "POST",
        url: "/api/parent/connect-student",
        payload: { parent_user_id: ids.parent, users: [ids.student] },
      },
      "boss",
    );
    expect(connect.statusCode, connect.body).toBe(200);
    const attach = await call(
      { method: "POST", url: `/api/user/${ids.student}/attach-tags`, payload: { tag_ids: [tag.json().id] } },
      "boss",
    );
    expect(attach.statusCode, attach.body).toBe(200);
  });

  it("POST role/{student|teacher|staff|parent|test-editor}/{id}", async () => {
    const user = await createUser(ctx.database.db, { username: "many-hats" });
    for (const role of ["student", "teacher", "staff", "parent", "test-editor"]) {
      const res = await call({ method: "POST", url: `/api/role/${role}/${user.id}` }, "boss");
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.json().all_roles).toContain(role);
    }
    // The spec's role-binding list (01 §7, 02 §1) has no super-admin: it is not granted through these calls.
    const admin = await call({ method: "POST", url: `/api/role/super-admin/${user.id}` }, "boss");
    expect(admin.statusCode).toBe(422);
    expect(Object.keys(admin.json().errors)).toEqual(["role"]);
  });

  it("PATCH users/toggle-active takes is_active as 0/1 too; answers a boolean", async () => {
    const user = await createUser(ctx.database.db, { username: "toggled" });
    for (const [sent, expected] of [
      [0, false],
      [1, true],
      ["0", false],
      [true, true],
    ] as const) {
      const res = await call(
        { method: "PATCH", url: "/api/users/toggle-active", payload: { user_id: user.id, is_active: sent } },
        "boss",
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().is_active).toBe(expected);
    }
    const bad = await call(
      { method: "PATCH", url: "/api/users/toggle-active", payload: { user_id: user.id, is_active: 2 } },
      "boss",
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["is_active"]);
  });
});

describe("01 §7 documents, contact and public content, as written", () => {
  it("POST document (multipart: document, type=img) returns document.url", async () => {
    const body = multipartBody([
      { name: "type", value: "img" },
      { name: "document", filename: "shot.png", content: PNG, type: "image/png" },
    ]);
    const res = await call({ method: "POST", url: "/api/document", ...body }, "teacher");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document.url).toEqual(expect.any(String));
  });

  it("POST contact-us {name, email, message, captcha, captcha_key, phone}", async () => {
    const res = await call({
      method: "POST",
      url: "/api/contact-us",
      payload: {
        name: "Visitor",
        email: "visitor@example.com",
        message: "Hello",
        captcha: "abcd",
        captcha_key: "key",
        phone: "0912345678",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("GET courses (show_index, is_visible) and GET faqs (faq_topic_id, faq_label_id), flags as 0/1", async () => {
    for (const url of [
      "/api/courses?show_index=1&is_visible=1",
      "/api/courses?show_index=0",
      "/api/faqs?faq_topic_id=1&faq_label_id=1",
    ]) {
      const res = await call({ method: "GET", url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });
});

describe("01 §7 enrollment, as written", () => {
  it("PATCH read-enrolled-course-session {id, is_read}; PATCH enrolled-session/batch/status {enrolled_session_ids, status}", async () => {
    await ensureCourseSessions(ctx.database.db, [{ id: 101 }]);
    const row = await insertEnrollment(ctx.database.db, { studentEmail: "enrolled@example.com" });
    for (const [is_read, expected] of [
      [1, true],
      [0, false],
      [true, true],
      ["0", false],
    ] as const) {
      const res = await call(
        { method: "PATCH", url: "/api/read-enrolled-course-session", payload: { id: row.id, is_read } },
        "boss",
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().is_read).toBe(expected);
    }
    const batch = await call(
      {
        method: "PATCH",
        url: "/api/enrolled-session/batch/status",
        payload: { enrolled_session_ids: [row.id], status: "archive" },
      },
      "boss",
    );
    expect(batch.statusCode, batch.body).toBe(200);
  });
});

describe("02 §7 short URLs and the to-do staff picker, as written", () => {
  it("GET short-urls; POST short-url {full_url, optional short_url_key}; GET revert-short-url; DELETE short-url/{id}", async () => {
    const plain = await call(
      { method: "POST", url: "/api/short-url", payload: { full_url: "https://example.com/a" } },
      "boss",
    );
    expect(plain.statusCode, plain.body).toBe(200);
    const keyed = await call(
      {
        method: "POST",
        url: "/api/short-url",
        payload: { full_url: "https://example.com/b", short_url_key: "spec-key" },
      },
      "boss",
    );
    expect(keyed.statusCode, keyed.body).toBe(200);
    const list = await call({ method: "GET", url: "/api/short-urls" }, "boss");
    expect(list.statusCode).toBe(200);
    const revert = await call({ method: "GET", url: "/api/revert-short-url?short_url_key=spec-key" });
    expect(revert.json()).toEqual({ full_url: "https://example.com/b" });
    const removed = await call({ method: "DELETE", url: `/api/short-url/${keyed.json().id}` }, "boss");
    expect(removed.statusCode).toBe(200);
  });

  it("GET users/search?page=1&page_size=50&is_active=1&role=super-admin&order_by=name&order_direction=asc answers users.data", async () => {
    const res = await call(
      {
        method: "GET",
        url: "/api/users/search?page=1&page_size=50&is_active=1&role=super-admin&order_by=name&order_direction=asc",
      },
      "boss",
    );
    expect(res.statusCode, res.body).toBe(200);
    const staff = res.json().users.data as Array<{ first_name: string; is_active: boolean }>;
    // Only active super-admins, by name.
    expect(staff.map((u) => u.first_name)).toEqual(["boss", "zoe-admin"]);
    const desc = await call(
      { method: "GET", url: "/api/users/search?role=super-admin&order_by=name&order_direction=desc" },
      "boss",
    );
    expect(desc.json().users.data.map((u: { username: string }) => u.username)).toEqual([
      "zoe-admin",
      "retired-admin",
      "boss",
    ]);
  });
});
