import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { enrollmentCounts, ensureCourseSessions, insertEnrollment } from "./enrollment.test-helpers";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, roles] of [
    ["admin", ["super-admin"]],
    ["staff", ["staff"]],
    ["parent", ["parent"]],
    ["otherparent", ["parent"]],
    ["student", ["student"]],
    ["loner", ["student"]],
  ] as const) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [...roles] })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await linkParentStudents(ctx.database.db, ids.parent as number, [ids.student as number]);
  await ensureCourseSessions(ctx.database.db, [
    { id: 101, title: "SAT 暑期衝刺班", fee: 3_600_000, currency: "TWD" },
    { id: 102, title: "TOEFL" },
  ]);
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST", url: string, payload?: object, who?: string, lang = "en") =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: "203.0.113.7",
    headers: { ...(who ? auth[who] : {}), "accept-language": lang, "user-agent": "vitest" },
    ...(payload && { payload }),
  });

/** The PDF's text as a reader copies it, without line breaks or spaces (wrapping may split words). */
const pdfText = (pdf: Buffer) => extractPdfText(pdf).text.replace(/\s+/g, "");

describe("contracts", () => {
  let enrolledId: number;
  beforeAll(async () => {
    enrolledId = (
      await insertEnrollment(ctx.database.db, {
        studentEmail: "student@example.com",
        studentFirstName: "小明",
        studentLastName: "王",
        studentUserId: ids.student,
        contactName: "王太太",
        contactEmail: "parent@example.com",
        courseSessionId: 101,
        locale: "zh-TW",
        needPayFirst: true,
      })
    ).id;
  });

  it("admin creates the contract from the template and the session's terms", async () => {
    const res = await call(
      "POST",
      "/api/enrolled-session/contract",
      { enrolled_session_id: enrolledId, fee_amount: 3_600_000, currency: "TWD" },
      "staff",
    );
    expect(res.statusCode, res.body).toBe(200);
    const contract = res.json();
    expect(contract).toMatchObject({
      template: "group",
      locale: "zh-TW",
      fee_amount: 3_600_000,
      currency: "TWD",
      signed_at: null,
      pdf_url: `/api/enrolled-session/${enrolledId}/contract.pdf`,
    });
    // The school is the named other party; a Chinese name reads family name first.
    expect(contract.body).toContain("乙方（學校）：本校");
    expect(contract.body).toContain("學生：王小明");
    expect(contract.body).toContain("費用：$36,000 TWD");
    expect(contract.body).toContain("學費須於開課前付清");
    const bad = await call(
      "POST",
      "/api/enrolled-session/contract",
      { enrolled_session_id: enrolledId, fee_amount: -5 },
      "staff",
    );
    expect(bad.json().errors).toEqual({ fee_amount: ["Money must be a number greater than 0."] });
    expect(
      (await call("POST", "/api/enrolled-session/contract", { enrolled_session_id: 999999 }, "staff"))
        .statusCode,
    ).toBe(404);
  });

  it("sends the contract mail through the outbox in the family's language", async () => {
    const res = await call(
      "POST",
      "/api/enrolled-session/send-contract-email",
      { enrolled_session_id: enrolledId },
      "admin",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sent_at).toEqual(expect.any(String));
    const [mail] = await queryRows<{ to_address: string; subject: string; text_body: string }>(
      ctx.database.db,
      sql`select to_address, subject, text_body from mail_outbox where kind = 'enrollment_contract'`,
    );
    expect(mail).toMatchObject({ to_address: "parent@example.com", subject: "您的報名合約已可簽署" });
    expect(mail?.text_body).toContain(`http://app.test/applications?contract=${enrolledId}`);
  });

  it("the PDF embeds the CJK font and maps its glyphs to the Chinese text", async () => {
    const res = await call(
      "GET",
      `/api/enrolled-session/${enrolledId}/contract.pdf`,
      undefined,
      "parent",
      "zh-TW",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
    const { fonts, embeddedFontFiles } = extractPdfText(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => /^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/.test(font))).toBe(true);
    expect(embeddedFontFiles).toBeGreaterThan(0);
    // The contract's Chinese text reads back from the PDF, fee formatted by the shared money rules.
    const text = pdfText(pdf);
    for (const phrase of [
      "報名合約",
      "學生：王小明",
      "費用：$36,000TWD",
      "學費須於開課前付清",
      "簽名:____",
      "尚未簽署",
    ])
      expect(text).toContain(phrase);
    // Students and parents of other families, and strangers, may not read it.
    expect(
      (await call("GET", `/api/enrolled-session/${enrolledId}/contract.pdf`, undefined, "otherparent"))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("GET", `/api/enrolled-session/${enrolledId}/contract.pdf`, undefined, "loner")).statusCode,
    ).toBe(403);
    expect(
      (await call("GET", `/api/enrolled-session/${enrolledId}/contract.pdf`, undefined, "staff")).statusCode,
    ).toBe(200);
    expect(
      (await call("GET", `/api/enrolled-session/${enrolledId}/contract`, undefined, "student")).json().title,
    ).toContain("報名合約");
  });

  it("only the enrollment's parent or student signs; name, time and address are recorded once", async () => {
    const before = await enrollmentCounts(ctx.database.db);
    for (const who of ["otherparent", "loner", "admin", "staff"]) {
      const refused = await call(
        "POST",
        "/api/enrolled-session/signed-contract",
        { enrolled_session_id: enrolledId, signer_name: "X", agree: true },
        who,
      );
      expect(refused.statusCode, who).toBe(403);
    }
    expect(
      (
        await call(
          "POST",
          "/api/enrolled-session/signed-contract",
          { enrolled_session_id: enrolledId, signer_name: "", agree: false },
          "parent",
        )
      ).json().errors,
    ).toEqual({
      signer_name: ["This field is required."],
      agree: ["This field is required."],
    });
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);

    const started = Date.now();
    const signed = await call(
      "POST",
      "/api/enrolled-session/signed-contract",
      { enrolled_session_id: enrolledId, signer_name: "王太太", agree: true },
      "parent",
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      signer_name: "王太太",
      signer_ip: "203.0.113.7",
      signer_user_id: ids.parent,
    });
    expect(new Date(signed.json().signed_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
    const [row] = await queryRows<{ signer_user_agent: string }>(
      ctx.database.db,
      sql`select signer_user_agent from enrollment_contracts where enrolled_session_id = ${enrolledId}`,
    );
    expect(row?.signer_user_agent).toBe("vitest");
    const [audit] = await queryRows<{ actor_id: number; after: { signer_ip: string } }>(
      ctx.database.db,
      sql`select actor_id, after from audit_log where action = 'enrollment_contract.sign'`,
    );
    expect(audit).toMatchObject({ actor_id: ids.parent, after: { signer_ip: "203.0.113.7" } });

    const again = await call(
      "POST",
      "/api/enrolled-session/signed-contract",
      { enrolled_session_id: enrolledId, signer_name: "Y", agree: true },
      "student",
      "zh-TW",
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("此合約已簽署。");
    expect(
      (await call("POST", "/api/enrolled-session/contract", { enrolled_session_id: enrolledId }, "admin"))
        .statusCode,
    ).toBe(409);

    // The signed PDF carries the signature; the detail shows it.
    const text = pdfText(
      (await call("GET", `/api/enrolled-session/${enrolledId}/contract.pdf`, undefined, "student", "zh-TW"))
        .rawPayload,
    );
    expect(text).toContain("簽名:王太太");
    expect(text).toContain("簽署時間:");
    expect(text).toMatch(/簽署時間:\d{4}-\d{2}-\d{2}\d{2}:\d{2}\(GMT\+8,Asia\/Taipei\)/);
    // The reader's browser zone when it is given; an unknown zone is refused.
    const inLa = pdfText(
      (
        await call(
          "GET",
          `/api/enrolled-session/${enrolledId}/contract.pdf?tz=America/Los_Angeles`,
          undefined,
          "parent",
          "en",
        )
      ).rawPayload,
    );
    expect(inLa).toMatch(/Signedat:\d{4}-\d{2}-\d{2}\d{2}:\d{2}\(GMT-[78],America\/Los_Angeles\)/);
    // The page's language wins over the browser's Accept-Language (a new tab sends the latter).
    const asPage = pdfText(
      (
        await call(
          "GET",
          `/api/enrolled-session/${enrolledId}/contract.pdf?lang=zh-CN&tz=Asia%2FTaipei`,
          undefined,
          "parent",
          "en",
        )
      ).rawPayload,
    );
    expect(asPage).toMatch(/签署时间:\d{4}-\d{2}-\d{2}\d{2}:\d{2}\(GMT\+8,Asia\/Taipei\)/);
    expect(
      (
        await call(
          "GET",
          `/api/enrolled-session/${enrolledId}/contract.pdf?tz=Mars/Base`,
          undefined,
          "parent",
        )
      ).statusCode,
    ).toBe(422);
    const detail = (
      await call("GET", `/api/enrolled-course-session-detail?id=${enrolledId}`, undefined, "staff")
    ).json();
    expect(detail.contract).toMatchObject({ signer_name: "王太太", signer_ip: "203.0.113.7" });
  });

  it("no contract yet: 404 with the catalogue text", async () => {
    const other = await insertEnrollment(ctx.database.db, {
      studentEmail: "nc@x.test",
      parentUserId: ids.parent,
    });
    const res = await call(
      "POST",
      "/api/enrolled-session/signed-contract",
      { enrolled_session_id: other.id, signer_name: "P", agree: true },
      "parent",
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("This enrollment has no contract yet.");
  });
});

describe("quick enroll", () => {
  it("enrolls an existing student directly (read, audited); twice is refused", async () => {
    const res = await call(
      "POST",
      "/api/quick-enroll-student",
      { student_user_id: ids.student, course_session_id: 102, payment_status: "unpaid" },
      "staff",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      student_user_id: ids.student,
      parent_user_id: ids.parent,
      is_read: true,
      status: "normal",
      payment_status: "unpaid",
      student_email: "student@example.com",
    });
    const twice = await call(
      "POST",
      "/api/quick-enroll-student",
      { student_user_id: ids.student, course_session_id: 102 },
      "staff",
      "zh-TW",
    );
    expect(twice.json().errors).toEqual({
      student_user_id: ["此電子郵件已用於該課程的報名。請登入，或使用其他電子郵件。"],
    });
    const notStudent = await call(
      "POST",
      "/api/quick-enroll-student",
      { student_user_id: ids.parent, course_session_id: 102 },
      "staff",
    );
    expect(notStudent.json().errors).toEqual({ student_user_id: ["This user is not a student."] });
    const [audit] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where action = 'enrolled_session.quick_enroll'`,
    );
    expect(audit?.n).toBe(1);
  });
});

describe("link-student", () => {
  it("a parent asks for a link by email (pending until the student confirms); unknown, waiting or already linked is refused", async () => {
    const unknown = await call("POST", "/api/link-student", { email: "nobody@example.com" }, "otherparent");
    expect(unknown.json().errors).toEqual({ email: ["Student email not found or already verified."] });
    const notStudent = await call(
      "POST",
      "/api/link-student",
      { email: "parent@example.com" },
      "otherparent",
      "zh-TW",
    );
    expect(notStudent.json().errors).toEqual({ email: ["找不到該學生電子郵件，或該學生已完成連結驗證。"] });
    const ok = await call("POST", "/api/link-student", { email: "LONER@example.com" }, "otherparent");
    expect(ok.statusCode, ok.body).toBe(200);
    // The link waits for the student's confirmation and grants nothing until then.
    expect(ok.json()).toMatchObject({ pending: true, student_ids: [] });
    const request = ok.json().link_requests[0];
    expect(request).toMatchObject({ student_id: ids.loner, via: "link-student" });
    const waiting = await call("POST", "/api/link-student", { email: "loner@example.com" }, "otherparent");
    expect(waiting.json().errors).toEqual({
      email: ["A request to link this student is already waiting for confirmation."],
    });
    const [audit] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where action = 'parent_link.request' and after->>'via' = 'link-student'`,
    );
    expect(audit?.n).toBe(2);
    const confirmed = await call(
      "POST",
      `/api/parent-link-requests/${request.id}/confirm`,
      undefined,
      "loner",
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const twice = await call("POST", "/api/link-student", { email: "loner@example.com" }, "otherparent");
    expect(twice.json().errors).toEqual({ email: ["A student cannot be linked twice to one parent"] });
  });
});

describe("the contract names the school", () => {
  it("takes the company name admins edit in site content, in the contract's language", async () => {
    await ctx.database.db.execute(
      sql`insert into site_content (key, data, translations) values ('site.contact', '{}',
        ${JSON.stringify({ en: { company_name: "EduBridge" }, "zh-TW": { company_name: "常青學院" } })}::jsonb)
        on conflict (key) do update set translations = excluded.translations`,
    );
    const make = async (locale: "en" | "zh-CN", email: string) => {
      const { id } = await insertEnrollment(ctx.database.db, {
        studentEmail: email,
        studentFirstName: "Mei-Ling",
        studentLastName: "Wang",
        contactName: "Grace Wang",
        locale,
      });
      const res = await call("POST", "/api/enrolled-session/contract", { enrolled_session_id: id }, "staff");
      expect(res.statusCode, res.body).toBe(200);
      return res.json().body as string;
    };
    const en = await make("en", "school-en@example.com");
    expect(en).toContain("School: EduBridge");
    expect(en).toContain("Student: Mei-Ling Wang");
    expect(en).toContain("1. EduBridge provides the group class above");
    // No zh-CN name on file: the English one rather than nothing.
    expect(await make("zh-CN", "school-cn@example.com")).toContain("乙方（学校）：EduBridge");
  });
});
