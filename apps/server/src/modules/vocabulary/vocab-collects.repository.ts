import { displayName } from "@edu/shared";
import type { VocabCollect, VocabSharing } from "@edu/shared/vocabulary";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { toWireTime } from "../../http/wire-time";
import { users } from "../users";
import { vocabCards, vocabCollectItems, vocabCollects } from "./vocabulary.table";

type CollectRow = {
  id: number;
  title: string;
  description: string;
  sharing: VocabSharing;
  session_class_id: number | null;
  owner_user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  /** [words, learned, due]: collectSelect's one pass. */
  counts: number[] | string;
  created_at: string | Date;
  updated_at: string | Date;
};

/**
 * A list's columns with its owner, size and the caller's progress (`c` is the list). The three counts come from
 * one pass over the list's words left-joined to the caller's cards, as one JSON array in the select list (so a
 * paged list counts only its page's lists: PostgreSQL evaluates such a sub-select after the limit). Three
 * sub-selects read a big list's words three times and hashed the caller's cards twice (bench/parts/vocabulary.ts,
 * 6,000 words and 5,000 cards on PostgreSQL: this statement ~3.4 → ~1.4 ms at best of 12).
 */
const collectSelect = (meId: number, now: Date) => sql`select c.id, c.title, c.description, c.sharing,
    c.session_class_id, c.owner_user_id, u.username, u.first_name, u.last_name, c.created_at, c.updated_at,
    (select json_build_array(count(*), count(k.id), count(k.id) filter (where k.due <= ${now.toISOString()}::timestamptz))
      from ${vocabCollectItems} i left join ${vocabCards} k on k.vocab_id = i.vocab_id and k.user_id = ${meId}
      where i.collect_id = c.id) as counts
  from ${vocabCollects} c join ${users} u on u.id = c.owner_user_id`;

/** [words, learned, due] as the driver gives a JSON array (parsed, or its text). */
const countsOf = (counts: CollectRow["counts"]) =>
  (typeof counts === "string" ? (JSON.parse(counts) as number[]) : counts).map(Number);

const toCollect = (row: CollectRow, meId: number): VocabCollect => {
  const [wordCount = 0, learned = 0, due = 0] = countsOf(row.counts);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sharing: row.sharing,
    session_class_id: row.session_class_id,
    owner: { id: row.owner_user_id, name: displayName(row, row.username) },
    is_mine: row.owner_user_id === meId ? 1 : 0,
    word_count: wordCount,
    my_progress: { started: learned > 0 ? 1 : 0, learned, due },
    created_at: toWireTime(row.created_at),
    updated_at: toWireTime(row.updated_at),
  };
};

export async function selectCollects(
  db: DbOrTx,
  meId: number,
  now: Date,
  where: SQL,
  tail: SQL = sql``,
): Promise<VocabCollect[]> {
  const rows = await queryRows<CollectRow>(db, sql`${collectSelect(meId, now)} where ${where} ${tail}`);
  return rows.map((row) => toCollect(row, meId));
}

export async function countCollects(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${vocabCollects} c where ${where} limit 1001) x`,
  );
  return Number(row?.n ?? 0);
}

/** Short rows for pickers: every readable list, mine first, then by title. */
export async function selectCollectTitles(db: DbOrTx, meId: number, where: SQL) {
  const rows = await queryRows<Omit<CollectRow, "counts"> & { word_count: number }>(
    db,
    sql`select c.id, c.title, c.sharing, c.owner_user_id, u.username, u.first_name, u.last_name,
      (select count(*)::int from ${vocabCollectItems} i where i.collect_id = c.id) as word_count
      from ${vocabCollects} c join ${users} u on u.id = c.owner_user_id where ${where}
      order by (c.owner_user_id = ${meId}) desc, c.title, c.id limit 500`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    owner: { id: row.owner_user_id, name: displayName(row, row.username) },
    is_mine: row.owner_user_id === meId ? (1 as const) : (0 as const),
    sharing: row.sharing,
    word_count: Number(row.word_count),
  }));
}

/** Appends words after the list's last position; words already in it are skipped. */
export async function appendCollectItems(db: DbOrTx, collectId: number, vocabIds: readonly number[]) {
  if (vocabIds.length === 0) return;
  const ids = [...new Set(vocabIds)];
  await queryRows(
    db,
    sql`insert into ${vocabCollectItems} (collect_id, vocab_id, position)
      select ${collectId}, v.id, coalesce((select max(position) from ${vocabCollectItems} where collect_id = ${collectId}), 0)
        + row_number() over (order by v.ord)
      from unnest(${sql.raw(`ARRAY[${ids.map(Number).join(",")}]::int[]`)}) with ordinality as v(id, ord)
      on conflict do nothing`,
  );
}
