import { expect } from "vitest";
import { placeWithTeacher } from "../../../test/helpers/classes";
import { createTestApp } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { studentClassTickets } from "../classes/classes.table";
import { tags, userTags } from "../tags/tags.table";

/**
 * The people of the practices' tests: a test editor who publishes the bank's form, the practice's author
 * (a teacher), a co-teacher given edit rights through a tag, a student in the author's class, a student on
 * a tag, and an outsider.
 */
const PEOPLE = {
  editor: ["test-editor"],
  author: ["teacher"],
  coTeacher: ["teacher"],
  classStudent: ["student"],
  tagStudent: ["student"],
  outsider: ["student"],
  staff: ["staff"],
} as const;
export type PracticePerson = keyof typeof PEOPLE;
type Method = "GET" | "POST" | "PATCH" | "PUT";

/** A published SAT-style bank form: three items across two difficulties, with a domain and a skill. */
export const bankForm = (key: string) => ({
  key,
  test_type: "SAT",
  title: { en: `Bank ${key}` },
  taxonomy: {
    domains: [{ key: "algebra", title: { en: "Algebra" } }],
    skills: [{ key: "linear", domain: "algebra", title: { en: "Linear equations" } }],
  },
  sections: [
    {
      key: "math",
      title: { en: "Math" },
      modules: [
        {
          key: "m1",
          items: ["q1", "q2", "q3"].map((itemKey, index) => ({
            key: itemKey,
            kind: "single_choice",
            stem: `What is ${index} + 1?`,
            choices: [
              { key: "A", text: String(index + 1) },
              { key: "B", text: "0" },
            ],
            answer: "A",
            domain: "algebra",
            skills: index === 2 ? [] : ["linear"],
            difficulty: index === 0 ? "easy" : "hard",
          })),
        },
      ],
    },
  ],
});

export async function practicesWorld() {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const ids = {} as Record<PracticePerson, number>;
  const auth = {} as Record<PracticePerson, Record<string, string>>;
  for (const [person, roles] of Object.entries(PEOPLE) as [PracticePerson, readonly ["student"]][]) {
    const user = await createUser(db, { username: `pr-${person}`, roles: [...roles] });
    ids[person] = user.id;
    auth[person] = { authorization: (await signIn(ctx.app, user.username)).authorization };
  }
  await placeWithTeacher(db, ids.author, ids.classStudent);
  const [ticket] = await db.select().from(studentClassTickets);
  const classId = Number(ticket?.sessionClassId);
  const [tag] = await db.insert(tags).values({ name: "practice-group" }).returning();
  const tagId = Number(tag?.id);
  await db.insert(userTags).values([
    { userId: ids.tagStudent, tagId },
    { userId: ids.coTeacher, tagId },
  ]);

  const call = (who: PracticePerson, method: Method, url: string, payload?: object, lang = "en") =>
    ctx.app.inject({
      method,
      url,
      headers: { ...auth[who], "accept-language": lang },
      ...(payload === undefined ? {} : { payload }),
    });

  const imported = await call("editor", "POST", "/api/test-forms/import", bankForm("bank-a"));
  expect(imported.statusCode, imported.body).toBe(200);
  const bankFormId = imported.json().data.id as number;
  const published = await call("editor", "POST", `/api/test-form/${bankFormId}/publish`, {});
  expect(published.statusCode, published.body).toBe(200);

  /** A valid practice body: two sections of bank items, overridable field by field. */
  const practiceBody = (fields: object = {}) => ({
    name: "Algebra warm-up",
    duration_minutes: 20,
    due_date: "2099-12-31",
    scoring: "raw",
    break_seconds: 60,
    sections: [
      { title: "Part 1", items: [{ form_id: bankFormId, item_key: "q1" }] },
      { title: "Part 2", items: [{ form_id: bankFormId, item_key: "q2" }] },
    ],
    ...fields,
  });

  const create = async (fields: object = {}) => {
    const res = await call("author", "POST", "/api/practices", practiceBody(fields));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PracticeData;
  };

  return { ctx, db, ids, classId, tagId, bankFormId, call, practiceBody, create };
}

export type PracticeData = {
  id: number;
  share: string;
  link_token: string | null;
  form_id: number | null;
  locked: 0 | 1;
  can_edit: 0 | 1;
  duration_minutes: number;
  due_date: string;
  who_can_use: { user_ids: number[]; class_ids: number[]; tag_ids: number[] } | null;
  sections: { title: string; items: { item_key: string; version: number }[] }[];
};
