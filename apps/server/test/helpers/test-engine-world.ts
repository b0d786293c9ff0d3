import { readFileSync } from "node:fs";
import type { TestForm } from "@edu/shared/test-engine";
import { type DemoFormKey, demoFormUrl } from "@edu/shared/test-engine/demo-forms";
import { expect } from "vitest";
import type { Actor } from "../../src/http/actor";
import { placeWithTeacher } from "./classes";
import { createTestApp } from "./test-app";
import { createUser, signIn } from "./users";

/** The people of the engine's tests: an author, two students, the first one's teacher and another. */
const PEOPLE = {
  editor: ["test-editor"],
  student: ["student"],
  student2: ["student"],
  teacher: ["teacher"],
  otherTeacher: ["teacher"],
  admin: ["super-admin"],
  staff: ["staff"],
} as const;
export type EnginePerson = keyof typeof PEOPLE;
type Method = "GET" | "POST" | "PUT" | "DELETE";

export const demoDocument = (key: DemoFormKey) => readFileSync(demoFormUrl(key), "utf8");

/** A fresh app with the people signed in; `call` sends JSON as one of them (or nobody). */
export async function engineWorld() {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const ids = {} as Record<EnginePerson, number>;
  const auth = {} as Record<EnginePerson, Record<string, string>>;
  for (const [person, roles] of Object.entries(PEOPLE) as [EnginePerson, readonly ["student"]][]) {
    const user = await createUser(db, { username: `te-${person}`, roles: [...roles] });
    ids[person] = user.id;
    auth[person] = { authorization: (await signIn(ctx.app, user.username)).authorization };
  }
  await placeWithTeacher(db, ids.teacher, ids.student);
  const actor = (person: EnginePerson): Actor => ({ id: ids[person], roles: [...PEOPLE[person]] });

  const call = (
    who: EnginePerson | "anonymous",
    method: Method,
    url: string,
    payload?: object | string,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...(who === "anonymous" ? {} : auth[who]),
        ...(typeof payload === "string" ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });

  /** Imports a document (text or form) as the editor and publishes it publicly: the form's id. */
  const publish = async (document: string | object) => {
    const imported = await call("editor", "POST", "/api/test-forms/import", document);
    expect(imported.statusCode, imported.body).toBe(200);
    const id = imported.json().data.id as number;
    const published = await call("editor", "POST", `/api/test-form/${id}/publish`, { is_public: 1 });
    expect(published.statusCode, published.body).toBe(200);
    return id;
  };

  const start = async (who: EnginePerson, formId: number) => {
    const res = await call(who, "POST", "/api/test-attempts", { form_id: formId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AttemptData;
  };

  return { ctx, db, ids, auth, actor, call, publish, start };
}
export type EngineWorld = Awaited<ReturnType<typeof engineWorld>>;

export type AttemptData = {
  id: number;
  state: string;
  form_version_id: number;
  modules: { key: string; deadline_at: string | null; locked_at: string | null }[];
  current: null | {
    module: { key: string; deadline_at: string | null; remaining_seconds: number | null };
    items: { key: string; kind: string; choices?: { key: string }[] }[];
  };
  responses: { item_key: string; response: unknown }[];
};

/** Right (or wrong) answers to a module's automatically scored items, as PUT answer bodies. */
export type AnswerBody = { item_key: string; response: object };
export function answersFor(
  form: TestForm,
  moduleKey: string,
  right: (itemKey: string) => boolean,
): AnswerBody[] {
  const module = form.sections.flatMap((section) => section.modules).find((m) => m.key === moduleKey);
  return (module?.items ?? []).flatMap((item): AnswerBody[] => {
    if (item.kind === "single_choice") {
      const wrong = item.choices.find((choice) => choice.key !== item.answer)?.key ?? null;
      const choice = right(item.key) ? item.answer : wrong;
      return [{ item_key: item.key, response: { kind: "single_choice", choice } }];
    }
    if (item.kind === "student_response") {
      const accepted = item.accepted[0];
      const value = accepted?.type === "range" ? accepted.min : (accepted?.value ?? "");
      return [
        {
          item_key: item.key,
          response: { kind: "student_response", text: right(item.key) ? value : "99999" },
        },
      ];
    }
    return [];
  });
}

/** Saves each answer, then finishes the module: the attempt after it. */
export async function takeModule(
  world: EngineWorld,
  who: EnginePerson,
  attemptId: number,
  moduleKey: string,
  answers: AnswerBody[],
): Promise<AttemptData> {
  for (const body of answers) {
    const res = await world.call(who, "PUT", `/api/test-attempt/${attemptId}/answer`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await world.call(who, "POST", `/api/test-attempt/${attemptId}/module/finish`, {
    module_key: moduleKey,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
