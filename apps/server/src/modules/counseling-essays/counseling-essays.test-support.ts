import type { FastifyInstance } from "fastify";
import type { Person } from "../../../test/helpers/counseling-world";
import { schoolListWorld } from "../../../test/helpers/school-list-world";
import { counselingSchools } from "../counseling-schools";

/** The counseling world (student 黃宇恩, parents, counselor, TA, other teacher, staff, admin) with Harvard on her list. */
export async function essayWorld() {
  const world = await schoolListWorld();
  const [listed] = await world.db
    .insert(counselingSchools)
    .values({ studentUserId: world.ids.student, schoolId: world.school.harvard, cycle: "2026-27" })
    .returning({ id: counselingSchools.id });
  if (!listed) throw new Error("no collected school");
  return { ...world, harvardRowId: listed.id };
}
export type EssayWorld = Awaited<ReturnType<typeof essayWorld>>;

type Caller = Person | "anonymous";

/** A JSON request as `who` (no session for anonymous). */
export function asUser(world: { app: FastifyInstance; auth: Record<Person, { authorization: string }> }) {
  return (who: Caller, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    world.app.inject({
      method,
      url,
      headers: who === "anonymous" ? {} : world.auth[who],
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** An essay written by `who` (the counselor by default); answers its id and version. */
export async function newEssay(world: EssayWorld, content = "<p>First draft</p>", who: Person = "counselor") {
  const res = await asUser(world)(who, "POST", "/api/counseling-essay", {
    student_user_id: world.ids.student,
    prompt: "Common App personal essay",
    content,
  });
  if (res.statusCode !== 200) throw new Error(`essay not created: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { id: number; version: number };
  return data;
}
