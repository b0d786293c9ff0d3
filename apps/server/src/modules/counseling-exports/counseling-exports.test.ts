import { profileExportSchema } from "@edu/shared/counseling-exports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classWith, PEOPLE, type Person } from "../../../test/helpers/counseling-world";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { type FakeApplicationService, startFakeApplicationService } from "../counseling-accounts";

/**
 * The export routes against a real database and the local fake application service: who may preview,
 * download and upload (route × role table), what the answers hold, the PDF's language and names.
 */
let ctx: TestContext;
let fake: FakeApplicationService;
const ids = {} as Record<Person, number>;
const auth = {} as Record<Person, Record<string, string>>;

const ROLES = {
  student: ["student"],
  parent: ["parent"],
  otherParent: ["parent"],
  counselor: ["teacher"],
  assistant: ["staff"],
  otherTeacher: ["teacher"],
  staff: ["staff"],
  admin: ["super-admin"],
} as const;

beforeAll(async () => {
  fake = await startFakeApplicationService();
  ctx = await createTestApp({ APPLICATION_SERVICE_URL: fake.url, APPLICATION_SERVICE_TIMEOUT_MS: "2000" });
  const db = ctx.database.db;
  for (const person of PEOPLE) {
    const names = person === "student" ? { firstName: "宇恩", lastName: "黃" } : {};
    ids[person] = (
      await createUser(db, { username: `ex-${person}`, roles: [...ROLES[person]], ...names })
    ).id;
    auth[person] = { authorization: (await signIn(ctx.app, `ex-${person}`)).authorization };
  }
  await linkParentStudents(db, ids.parent, [ids.student]);
  await classWith(db, "counseling", { teachers: [ids.counselor], assistants: [ids.assistant] }, ids.student);
  await classWith(db, "group", { teachers: [ids.otherTeacher] }, ids.student);

  const save = async (section: string, data: object) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/counseling-profile/${ids.student}`,
      headers: auth.student,
      payload: { section, version: 0, data },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await save("profile", {
    application_type: "freshman",
    first_name: "Yu-En",
    last_name: "Huang",
    native_name: "黃宇恩",
  });
  await save("family", {
    parents: [
      { relationship: "father", first_name: "Wei", last_name: "Huang" },
      { relationship: "mother", first_name: "Pei-Chun", last_name: "Huang" },
      { relationship: "stepmother", first_name: "Ling", last_name: "Chen" },
    ],
  });
  fake.accounts.set("common_app:yuen", "right-pass");
  const account = await ctx.app.inject({
    method: "POST",
    url: "/api/counseling-third-account",
    headers: auth.student,
    payload: {
      student_user_id: ids.student,
      third_service_type: "common_app",
      account: "yuen",
      password: "right-pass",
    },
  });
  expect(account.statusCode, account.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const headersOf = (person: Person | "anonymous", extra: Record<string, string> = {}) =>
  person === "anonymous" ? extra : { ...auth[person], ...extra };
const sync = (person: Person | "anonymous", body: object, extra?: Record<string, string>) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/counseling-profile/sync/${ids.student}`,
    headers: headersOf(person, extra),
    payload: body,
  });
const download = (person: Person | "anonymous", target: string, kind: "pdf" | "json", query = "") =>
  ctx.app.inject({
    method: "GET",
    url: `/api/counseling-profile/${ids.student}/export/${target}/${kind}${query}`,
    headers: headersOf(person),
  });

type Row = { read: number; upload: number };
const TABLE: Record<Person | "anonymous", Row> = {
  student: { read: 200, upload: 200 },
  parent: { read: 200, upload: 403 },
  otherParent: { read: 404, upload: 404 },
  counselor: { read: 200, upload: 200 },
  assistant: { read: 200, upload: 200 },
  otherTeacher: { read: 404, upload: 404 },
  staff: { read: 404, upload: 404 },
  admin: { read: 200, upload: 200 },
  anonymous: { read: 401, upload: 401 },
};

describe("who previews, downloads and uploads a student's export", () => {
  for (const [person, row] of Object.entries(TABLE) as [Person | "anonymous", Row][]) {
    it(`${person}: preview, PDF and JSON ${row.read}; upload ${row.upload}`, async () => {
      const uploadsBefore = fake.uploads.length;
      expect((await sync(person, { target: "common_app" })).statusCode).toBe(row.read);
      expect((await download(person, "common_app", "pdf")).statusCode).toBe(row.read);
      expect((await download(person, "coalition_app", "json")).statusCode).toBe(row.read);
      const upload = await sync(person, { target: "common_app", upload: 1 });
      expect(upload.statusCode, upload.body).toBe(row.upload);
      expect(fake.uploads.length).toBe(uploadsBefore + (row.upload === 200 ? 1 : 0));
    });
  }
});

describe("POST /api/counseling-profile/sync/:id", () => {
  it("answers the export with its cuts, and sends nothing without upload", async () => {
    const before = fake.uploads.length;
    const res = await sync("counselor", { target: "common_app" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.uploaded).toBe(0);
    expect(body.message).toBeUndefined();
    expect(profileExportSchema.parse(body.export).cuts).toMatchObject([
      {
        path: "family.parents",
        rule: "parents",
        limit: 2,
        kept: 2,
        dropped: 1,
        dropped_items: [{ path: "family.parents[2]" }],
      },
    ]);
    expect(fake.uploads.length).toBe(before);
  });

  it("uploads the cut data and answers the success message in the reader's language", async () => {
    const res = await sync("counselor", { target: "common_app", upload: 1 }, { "accept-language": "zh-TW" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uploaded: 1, message: "申請表資料上傳成功！" });
    const sent = fake.uploads.at(-1);
    expect(sent).toMatchObject({ service: "common_app", username: "yuen" });
    expect((sent?.payload as { family?: { parents: unknown[] } } | undefined)?.family?.parents).toHaveLength(
      2,
    );
    expect(res.json().export.cuts[0].reason).toBe(
      "Common App 只收 2 位父母（保留排在前面的）：保留 2，刪去 1。",
    );
  });

  it("says so when the stored login no longer works (spec §8), never a 500", async () => {
    fake.accounts.set("common_app:yuen", "changed-at-the-service");
    try {
      const res = await sync("student", { target: "common_app", upload: 1 });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe("Your username and/or password is incorrect!");
    } finally {
      fake.accounts.set("common_app:yuen", "right-pass");
    }
  });

  it("refuses a target or flag it does not know (422, field errors) and an unknown student (404)", async () => {
    const badTarget = await sync("student", { target: "ucas" });
    expect(badTarget.statusCode).toBe(422);
    expect(Object.keys(badTarget.json().errors)).toContain("target");
    const badFlag = await sync("student", { target: "common_app", upload: 2 });
    expect(badFlag.statusCode).toBe(422);
    expect(Object.keys(badFlag.json().errors)).toContain("upload");
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/counseling-profile/sync/999999",
      headers: auth.admin,
      payload: { target: "common_app" },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("downloads", () => {
  it("the PDF opens, in the reader's language, with the student's Chinese name", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/counseling-profile/${ids.student}/export/common_app/pdf`,
      headers: { ...auth.counselor, "accept-language": "zh-TW" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, embeddedFontFiles } = extractPdfText(res.rawPayload);
    expect(text).toContain("黃宇恩");
    expect(text).toContain("基本資料");
    expect(text).toContain("刪去");
    expect(embeddedFontFiles).toBeGreaterThan(0);
    const english = extractPdfText(
      (await download("counselor", "california_app", "pdf", "?lang=en")).rawPayload,
    ).text;
    expect(english).toContain("UC App export");
    expect(english).toContain("Campuses and majors");
  });

  it("the JSON is an attachment holding the export", async () => {
    const res = await download("parent", "coalition_app", "json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="coalition_app-export-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = profileExportSchema.parse(JSON.parse(res.body));
    expect(exported).toMatchObject({ target: "coalition_app", student_user_id: ids.student });
    expect(exported.warnings.map((warning) => warning.rule)).toEqual(["coalition_scoir"]);
  });

  it("refuses a target or language it does not know (422)", async () => {
    expect((await download("student", "ucas", "pdf")).statusCode).toBe(422);
    const lang = await download("student", "common_app", "json", "?lang=fr");
    expect(lang.statusCode).toBe(422);
    expect(Object.keys(lang.json().errors)).toContain("lang");
  });
});
