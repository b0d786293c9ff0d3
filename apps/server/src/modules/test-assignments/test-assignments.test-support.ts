import type { Locale } from "@edu/shared";
import type { TestFormInput } from "@edu/shared/test-engine";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { placeWithTeacher } from "../../../test/helpers/classes";
import { createTestApp } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { parentStudents, users } from "../users";

/** A one-section form: a choice item (1 point) and a written answer graded 0–4, scaled 0–50. */
export const gradedForm = (key: string) =>
  ({
    key,
    test_type: "CUSTOM",
    title: { en: `Essay check ${key}`, "zh-TW": `作文小考 ${key}`, "zh-CN": `作文小考 ${key}` },
    rubrics: [
      {
        key: "essay",
        title: { en: "Essay" },
        levels: [0, 1, 2, 3, 4].map((score) => ({ score, description: { en: `Level ${score}` } })),
      },
    ],
    sections: [
      {
        key: "writing",
        title: { en: "Writing" },
        modules: [
          {
            key: "writing-m",
            items: [
              {
                key: "q-1",
                kind: "single_choice",
                stem: "Pick A",
                choices: [
                  { key: "A", text: "right" },
                  { key: "B", text: "wrong" },
                ],
                answer: "A",
              },
              { key: "w-1", kind: "written_response", length: "short", stem: "Write.", rubric: "essay" },
            ],
          },
        ],
        scoring: {
          scaled_min: 0,
          scaled_max: 50,
          tables: [{ rows: [0, 1, 2, 3, 4, 5].map((raw) => ({ raw, scaled: raw * 10 })) }],
        },
      },
    ],
  }) satisfies TestFormInput;

/**
 * The people: an editor, a teacher teaching `student` (and `student2`), another teacher, the student's
 * parent (zh-TW), another parent, staff, super-admin.
 */
const PEOPLE = {
  editor: { roles: ["test-editor"] },
  teacher: { roles: ["teacher"] },
  otherTeacher: { roles: ["teacher"] },
  student: { roles: ["student"], lang: "zh-CN" },
  student2: { roles: ["student"] },
  outsider: { roles: ["student"] },
  parent: { roles: ["parent"], lang: "zh-TW" },
  otherParent: { roles: ["parent"] },
  staff: { roles: ["staff"] },
  admin: { roles: ["super-admin"] },
} as const;
export type Person = keyof typeof PEOPLE;

export async function assignmentWorld() {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const ids = {} as Record<Person, number>;
  const auth = {} as Record<Person, Record<string, string>>;
  for (const [person, spec] of Object.entries(PEOPLE) as [
    Person,
    { roles: readonly string[]; lang?: string },
  ][]) {
    const user = await createUser(db, {
      username: `ta-${person}`,
      email: `ta-${person}@example.test`,
      roles: [...spec.roles] as never,
      firstName: person,
      lastName: "Test",
    });
    ids[person] = user.id;
    // Languages the mail test reads (createUser takes none).
    if ("lang" in spec)
      await db
        .update(users)
        .set({ lang: spec.lang as Locale })
        .where(eq(users.id, user.id));
    auth[person] = { authorization: (await signIn(ctx.app, user.username)).authorization };
  }
  await placeWithTeacher(db, ids.teacher, ids.student);
  await placeWithTeacher(db, ids.teacher, ids.student2);
  await db.insert(parentStudents).values({ parentId: ids.parent, studentId: ids.student });

  const call = (who: Person | "anonymous", method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: who === "anonymous" ? {} : auth[who],
      ...(payload === undefined ? {} : { payload }),
    });

  /** Imports and publishes a form (public or not): its id. */
  const publish = async (form: object, isPublic: boolean) => {
    const imported = await call("editor", "POST", "/api/test-forms/import", form);
    expect(imported.statusCode, imported.body).toBe(200);
    const id = imported.json().data.id as number;
    const published = await call("editor", "POST", `/api/test-form/${id}/publish`, {
      is_public: isPublic ? 1 : 0,
    });
    expect(published.statusCode, published.body).toBe(200);
    return id;
  };

  const assign = async (who: Person, body: object) => {
    const res = await call(who, "POST", "/api/assign-test", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; students: { id: number }[] };
  };

  /** The student starts the form, answers q-1 right and writes w-1, submits: the attempt's id. */
  const takeAndSubmit = async (who: Person, formId: number) => {
    const started = await call(who, "POST", "/api/test-attempts", { form_id: formId });
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json().data.id as number;
    for (const body of [
      { item_key: "q-1", response: { kind: "single_choice", choice: "A" } },
      { item_key: "w-1", response: { kind: "written_response", text: "My essay." } },
    ]) {
      const saved = await call(who, "PUT", `/api/test-attempt/${id}/answer`, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await call(who, "POST", `/api/test-attempt/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return id;
  };

  return { ctx, db, ids, call, publish, assign, takeAndSubmit };
}
export type AssignmentWorld = Awaited<ReturnType<typeof assignmentWorld>>;
