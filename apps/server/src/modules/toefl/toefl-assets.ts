import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole } from "../../http/actor";
import { notFound } from "../../http/app-error";
import type { TestFormStartGrant } from "../../module-deps";
import { testAttempts, testForms, testFormVersions } from "../test-engine";

/**
 * GET test-asset: a file a test form names (a listening stimulus's `asset`), from the assets shipped with
 * the server (apps/server/assets/test-forms/). Safe by construction: only a path that some version of the
 * form names is served (a form is checked on import; the query is checked by ASSET_PATH_PATTERN: no "..",
 * no leading "/"), and the resolved file must still lie inside the assets directory.
 */
export const ASSETS_DIR = path.resolve(import.meta.dirname, "../../../assets/test-forms");

const TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  wav: "audio/wav",
  webm: "audio/webm",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/** Whether some version of the form names the asset (its stimuli). */
async function formNames(db: DbOrTx, formId: number, asset: string) {
  const versions = await db
    .select({ document: testFormVersions.document })
    .from(testFormVersions)
    .where(eq(testFormVersions.formId, formId));
  return versions.some(({ document }) =>
    document.stimuli.some((stimulus) => "asset" in stimulus && stimulus.asset === asset),
  );
}

/**
 * Who may hear a form's audio: whoever may take it (published and public, or a start grant: assigned,
 * admitted), whoever has a sitting of it, and the people who author, teach and run tests.
 */
async function mayRead(db: DbOrTx, actor: Actor, formId: number, grants: readonly TestFormStartGrant[]) {
  const [form] = await db
    .select({ status: testForms.status, isPublic: testForms.isPublic })
    .from(testForms)
    .where(eq(testForms.id, formId));
  if (!form) return false;
  if (hasRole(actor, "test-editor", "teacher", "staff")) return true;
  const [sitting] = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .where(and(eq(testAttempts.userId, actor.id), eq(testFormVersions.formId, formId)))
    .limit(1);
  if (sitting) return true;
  if (form.status !== "published") return false;
  if (form.isPublic) return true;
  for (const grant of grants) if (await grant(db, { userId: actor.id, formId, now: new Date() })) return true;
  return false;
}

/** Parses a single `bytes=a-b` range (the only kind audio elements send); null: the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "bad" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "bad";
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "bad";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "bad";
  return { start, end };
}

export async function sendAsset(
  db: DbOrTx,
  actor: Actor,
  query: { form_id: number; path: string },
  grants: readonly TestFormStartGrant[],
  rangeHeader: string | undefined,
  reply: FastifyReply,
) {
  if (!(await mayRead(db, actor, query.form_id, grants)) || !(await formNames(db, query.form_id, query.path)))
    throw notFound();
  const file = path.resolve(ASSETS_DIR, query.path);
  if (!file.startsWith(`${ASSETS_DIR}${path.sep}`)) throw notFound();
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const type = TYPES[path.extname(file).slice(1).toLowerCase()] ?? "application/octet-stream";
  reply
    .header("content-type", type)
    .header("accept-ranges", "bytes")
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, max-age=3600");
  const range = parseRange(rangeHeader, info.size);
  if (range === "bad") return reply.code(416).header("content-range", `bytes */${info.size}`).send("");
  if (range === null) return reply.header("content-length", String(info.size)).send(createReadStream(file));
  return reply
    .code(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
    .header("content-length", String(range.end - range.start + 1))
    .send(createReadStream(file, { start: range.start, end: range.end }));
}
