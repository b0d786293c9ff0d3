import type { TestForm } from "@edu/shared/test-engine";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { placeWithTeacher } from "../../../test/helpers/classes";
import { createTestApp } from "../../../test/helpers/test-app";
import { demoDocument } from "../../../test/helpers/test-engine-world";
import { multipartBody, OGG_OPUS } from "../../../test/helpers/upload-files";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { users } from "../users";

/**
 * The TOEFL tests' world: the demo TOEFL form published; a student (reading Traditional Chinese) with a
 * teacher and a parent; another family; staff, an admin and a teacher of nobody.
 */
const PEOPLE = {
  editor: ["test-editor"],
  student: ["student"],
  student2: ["student"],
  teacher: ["teacher"],
  otherTeacher: ["teacher"],
  parent: ["parent"],
  otherParent: ["parent"],
  staff: ["staff"],
  admin: ["super-admin"],
} as const;
export type ToeflPerson = keyof typeof PEOPLE;

export async function toeflWorld() {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const ids = {} as Record<ToeflPerson, number>;
  const auth = {} as Record<ToeflPerson, Record<string, string>>;
  for (const [person, roles] of Object.entries(PEOPLE) as [ToeflPerson, readonly ["student"]][]) {
    const user = await createUser(db, {
      username: `tf-${person}`,
      roles: [...roles],
      firstName: "美玲",
      lastName: "王",
    });
    ids[person] = user.id;
    auth[person] = { authorization: (await signIn(ctx.app, user.username)).authorization };
  }
  await db.update(users).set({ lang: "zh-TW" }).where(eq(users.id, ids.student));
  await placeWithTeacher(db, ids.teacher, ids.student);
  await linkParentStudents(db, ids.parent, [ids.student]);
  await linkParentStudents(db, ids.otherParent, [ids.student2]);

  const call = (
    who: ToeflPerson | "anonymous",
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: who === "anonymous" ? {} : auth[who],
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async (who: ToeflPerson, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  const document = JSON.parse(demoDocument("demo-toefl")) as TestForm;
  const imported = await ok("editor", "POST", "/api/test-forms/import", document);
  const formId = imported.data.id as number;
  await ok("editor", "POST", `/api/test-form/${formId}/publish`, { is_public: 1 });

  /** A spoken answer uploaded as `who` (POST document, an Ogg Opus recording): its document id. */
  const record = async (who: ToeflPerson) => {
    const body = multipartBody([{ name: "document", filename: "answer.ogg", content: OGG_OPUS }]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/document",
      headers: { ...auth[who], ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().document.id as number;
  };

  /**
   * A whole sitting through the TOEFL calls: reading and listening right where `right(section)` says,
   * writing and speaking answered, submitted. Answers the exam id.
   */
  const sit = async (who: ToeflPerson, right: (section: string) => boolean) => {
    const examId = (await ok(who, "POST", "/api/toefls/get-exam-id", { form_id: formId })).data
      .exam_id as number;
    for (const section of document.sections) {
      for (const module of section.modules) {
        for (const item of module.items) {
          const response =
            item.kind === "single_choice"
              ? {
                  kind: "single_choice",
                  choice: right(section.key)
                    ? item.answer
                    : item.choices.find((c) => c.key !== item.answer)?.key,
                }
              : item.kind === "written_response"
                ? {
                    kind: "written_response",
                    text: "Libraries should lend laptops because students need them.",
                  }
                : { kind: "speaking", document_id: await record(who) };
          await ok(who, "PUT", "/api/toefls/answer", { exam_id: examId, item_key: item.key, response });
        }
        await ok(who, "POST", `/api/test-attempt/${examId}/module/finish`, { module_key: module.key });
      }
    }
    await ok(who, "POST", `/api/test-attempt/${examId}/submit`);
    return examId;
  };

  /** Grades every writing and speaking answer of a sitting as the admin. */
  const gradeAll = async (examId: number, score: number) => {
    for (const key of ["toefl-w1", "toefl-s1", "toefl-s2"])
      await ok("admin", "PUT", "/api/toefls/grade", {
        exam_id: examId,
        item_key: key,
        score,
        comment: "Clear",
      });
  };

  return { ctx, db, ids, auth, call, ok, formId, document, sit, gradeAll, record };
}
