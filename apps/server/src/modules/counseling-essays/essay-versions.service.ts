import type { PageQuery } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime } from "../../http/wire-time";
import * as repo from "./counseling-essays.repository";
import { essayFor } from "./essay-access";

type VersionHead = { id: number; authorId: number | null; startedAt: Date; savedAt: Date; wordCount: number };

const headOf = (row: VersionHead, people: Map<number, repo.Person>) => ({
  id: row.id,
  author: row.authorId === null ? null : (people.get(row.authorId) ?? null),
  started_at: toWireTime(row.startedAt),
  saved_at: toWireTime(row.savedAt),
  word_count: row.wordCount,
});

/** Everyone who reads the essay reads its history (a parent sees the progress). */
export async function listVersions(db: DbOrTx, actor: Actor, essayId: number, query: PageQuery) {
  await essayFor(db, actor, essayId);
  const { rows, total } = await repo.listVersions(db, essayId, query.page, query.page_size);
  const people = await repo.peopleByIds(
    db,
    rows.map((row) => row.authorId),
  );
  return toPage(
    rows.map((row) => headOf(row, people)),
    total,
    query.page,
    query.page_size,
  );
}

/** One version with its content; "compare two" is two of these, diffed by the web. */
export async function getVersion(db: DbOrTx, actor: Actor, essayId: number, versionId: number) {
  await essayFor(db, actor, essayId);
  const row = await repo.readVersion(db, essayId, versionId);
  if (!row) throw notFound();
  const people = await repo.peopleByIds(db, [row.authorId]);
  return { ...headOf(row, people), essay_id: essayId, content: row.content };
}
