import { type SQL, sql } from "drizzle-orm";
import { testAttemptModules, testItemEvents, testItemSeconds } from "../test-engine";

/**
 * SQL pieces every analysis query shares. Numbers are computed here, in PostgreSQL, never in the browser.
 *
 * `itemSecondsCtes`: seconds per (attempt, item) as the CTE `item_seconds`, for the attempts `attemptIds`
 * selects (a query answering a column `id`). A submitted attempt's seconds are stored at submit
 * (test_item_seconds, the engine's item-time.ts count): read from there. Attempts with no stored rows
 * (submitted before the table existed, or written by other means) are computed from their events on read
 * (`computedSecondsCtes`), so nothing was backfilled and no number changes; those few pay the old cost.
 */
export function itemSecondsCtes(attemptIds: SQL, now: Date): SQL {
  return sql`${computedSecondsCtes(
    sql`select x.id from (${attemptIds}) x
      where not exists (select 1 from ${testItemSeconds} s where s.attempt_id = x.id)`,
    now,
  )},
  item_seconds as (
    select s.attempt_id, s.item_key, s.seconds from ${testItemSeconds} s where s.attempt_id in (${attemptIds})
    union all
    select attempt_id, item_key, seconds from computed_seconds
  )`;
}

/**
 * `computedSecondsCtes`: seconds per (attempt, item) as the CTE `computed_seconds`, from the events, with
 * the engine's rules (test-engine/item-time.ts): an item counts from its `enter` until its `leave`, the next
 * `enter` or the module's end (locked_at, else now), only while the page was visible. As windows: each
 * event opens a segment until the next event of its module; the item on screen is the latest enter's
 * (`eg` numbers the enter groups), the page is shown unless the latest hidden/visible event is a hidden,
 * and a leave of the item on screen ends it for the rest of its enter group. One pass over
 * the events of the attempts asked about (index test_item_events_attempt_idx: attempt, at, id) instead of
 * loading every event into the server. Tested against item-time.ts on the same events (analysis.test.ts).
 */
export function computedSecondsCtes(attemptIds: SQL, now: Date): SQL {
  // An event's place in its module's order (at, id) as a sortable text, so "the latest such event up to
  // here" is a running max in the same window: two window passes instead of three (measured in the bench).
  const place = sql`lpad((extract(epoch from e.at) * 1000000)::bigint::text, 20, '0') || lpad(e.id::text, 12, '0')`;
  return sql`ev1 as (
    select e.attempt_id, e.module_key, e.item_key, e.type, e.at, e.id,
      count(*) filter (where e.type = 'enter' and e.item_key is not null) over w as eg,
      substr(max((case when e.type = 'enter' and e.item_key is not null then ${place} || e.item_key end)
        collate "C") over w, 33) as entered,
      coalesce(max((case when e.type = 'hidden' then ${place} end) collate "C") over w, '')
        <= coalesce(max((case when e.type = 'visible' then ${place} end) collate "C") over w, '') as shown,
      -- The module's end is read for a module's last event only (COALESCE evaluates the sub-select lazily):
      -- joining test_attempt_modules to every event cost 10,000 index probes for 100 attempts (bench).
      coalesce(lead(e.at) over w,
        (select m.locked_at from ${testAttemptModules} m where m.attempt_id = e.attempt_id and m.module_key = e.module_key),
        ${now.toISOString()}::timestamptz) as until
    from ${testItemEvents} e
    where e.attempt_id in (${attemptIds})
    window w as (partition by e.attempt_id, e.module_key collate "C" order by e.at, e.id
      rows between unbounded preceding and current row)
  ),
  ev2 as (
    select ev1.*,
      bool_or(type = 'leave' and (item_key is null or item_key = entered))
        over (partition by attempt_id, module_key collate "C", eg order by at, id
          rows between unbounded preceding and current row) as left_item
    from ev1 where eg > 0
  ),
  computed_seconds as (
    select attempt_id, entered as item_key,
      (round(sum(greatest(0, extract(epoch from (until - at)) * 1000)) / 100) / 10)::float8 as seconds
    from ev2
    where not left_item and shown
    group by attempt_id, entered
  )`;
}

/**
 * An attempt's score from the scores written at submit (`scores` a jsonb column reference): the form's
 * first composite (SAT total, ACT composite, TOEFL total), else the sum of the taken sections' scaled scores.
 */
export const attemptScore = (scores: SQL): SQL =>
  sql`coalesce((${scores}->'composites'->0->>'score')::float8,
    (select sum((s->>'scaled')::float8) from jsonb_array_elements(${scores}->'sections') s
      where (s->>'taken')::boolean))`;

/**
 * Counted (not pretest) items of an attempt and those answered right, in one pass over its items: a lateral
 * select (`itemCounts(scores)` as k → k.correct, k.items); two sub-selects read each attempt's items twice.
 */
export const itemCounts = (scores: SQL): SQL =>
  sql`lateral (
    select count(*) filter (where i->>'state' = 'correct')::int as correct, count(*)::int as items
    from jsonb_array_elements(${scores}->'items') i where not (i->>'unscored')::boolean
  )`;

/** A 0–1 rate with 4 decimals; null when nothing was counted. */
export const rateOf = (part: SQL, whole: SQL): SQL =>
  sql`round(${part}::numeric / nullif(${whole}, 0), 4)::float8`;
