import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { placeWithTeacher } from "../../../test/helpers/classes";
import { createTestApp } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { studentClassTickets } from "../classes/classes.table";
import { vocabs } from "./vocabulary.table";

const PEOPLE = {
  student: ["student"],
  classmate: ["student"],
  outsider: ["student"],
  teacher: ["teacher"],
  otherTeacher: ["teacher"],
  staff: ["staff"],
  admin: ["super-admin"],
} as const;
export type VocabPerson = keyof typeof PEOPLE;

/**
 * The vocabulary world: a class taught by `teacher` with `student` and `classmate`; `outsider` and
 * `otherTeacher` outside it; 30 words (word01…word30, adjectives) in the dictionary.
 */
export async function vocabWorld(env: Record<string, string> = {}) {
  const ctx = await createTestApp(env);
  const db = ctx.database.db;
  const ids = {} as Record<VocabPerson, number>;
  const auth = {} as Record<VocabPerson, { authorization: string }>;
  for (const [name, roles] of Object.entries(PEOPLE) as Array<
    [VocabPerson, readonly ("student" | "teacher" | "staff" | "super-admin")[]]
  >) {
    const user = await createUser(db, {
      username: `vocab-${name}`,
      roles: [...roles],
      firstName: name,
      lastName: "Test",
    });
    ids[name] = user.id;
    auth[name] = { authorization: (await signIn(ctx.app, user.username)).authorization };
  }
  await placeWithTeacher(db, ids.teacher, ids.student);
  const [ticket] = await db
    .select({ classId: studentClassTickets.sessionClassId, sessionId: studentClassTickets.courseSessionId })
    .from(studentClassTickets)
    .where(eq(studentClassTickets.studentUserId, ids.student));
  if (!ticket?.classId) throw new Error("no class");
  await db.insert(studentClassTickets).values({
    studentUserId: ids.classmate,
    courseSessionId: ticket.sessionId,
    sessionClassId: ticket.classId,
  });
  const words = await db
    .insert(vocabs)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        word: `word${String(i + 1).padStart(2, "0")}`,
        partOfSpeech: "adjective" as const,
        definition: `definition ${i + 1}`,
        glossZhTw: "釋義",
        glossZhCn: "释义",
        examples: [`An example with word${i + 1}.`],
      })),
    )
    .returning({ id: vocabs.id });
  return { ctx, app: ctx.app, db, ids, auth, classId: ticket.classId, wordIds: words.map((row) => row.id) };
}
export type VocabWorld = Awaited<ReturnType<typeof vocabWorld>>;

/** A JSON request as `who` (no session for anonymous), optionally in a language. */
export function callAs(world: {
  app: FastifyInstance;
  auth: Record<VocabPerson, { authorization: string }>;
}) {
  return (
    who: VocabPerson | "anonymous",
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
    language = "en",
  ) =>
    world.app.inject({
      method,
      url,
      headers: { ...(who === "anonymous" ? {} : world.auth[who]), "accept-language": language },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** A list owned by `who`; answers its id. */
export async function newList(
  world: VocabWorld,
  who: VocabPerson,
  body: { title: string; sharing?: string; session_class_id?: number; vocab_ids?: number[] },
) {
  const res = await callAs(world)(who, "POST", "/api/vocab-collects", body);
  if (res.statusCode !== 200) throw new Error(`list not created: ${res.statusCode} ${res.body}`);
  return res.json().collect.id as number;
}
