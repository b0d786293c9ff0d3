import type { SchoolFactKey } from "@edu/shared/schools";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { numericFactsJoin, numericFactsLateral } from "./school-read-facts";

/** The figures a result card (schoolCardSchema) is made of, each read as the school's page shows it. */
const CARD_FACT_KEYS = [
  "admission_rate",
  "sat_reading_25",
  "sat_reading_75",
  "sat_math_25",
  "sat_math_75",
  "act_composite_25",
  "act_composite_75",
  "cost_of_attendance",
  "net_price",
  "undergraduates",
  "ranking_national",
] as const satisfies readonly SchoolFactKey[];

/** `schools.card_*` from the shown figures of `fx` (numericFactsLateral's columns). */
const CARD_ASSIGNMENTS = `card_admission_rate = fx.admission_rate,
  card_sat_25 = fx.sat_reading_25 + fx.sat_math_25,
  card_sat_75 = fx.sat_reading_75 + fx.sat_math_75,
  card_act_25 = fx.act_composite_25,
  card_act_75 = fx.act_composite_75,
  card_cost_of_attendance = fx.cost_of_attendance,
  card_net_price = fx.net_price,
  card_undergraduates = fx.undergraduates,
  card_ranking_national = fx.ranking_national`;

/**
 * Writes these schools' card figures (schools.card_*) from their figures as the page shows them (newest
 * year, staff over Scorecard in one year; a sum of SAT sections unknown when either is). Called in the
 * transaction that changes a school's figures, so a search never sees a card older than the page.
 */
export async function refreshSchoolCards(tx: DbOrTx, schoolIds: readonly number[]): Promise<void> {
  if (schoolIds.length === 0) return;
  const ids = `{${[...new Set(schoolIds)].map((id) => Math.trunc(id)).join(",")}}`;
  await tx.execute(
    sql`update schools s set ${sql.raw(CARD_ASSIGNMENTS)}
      from unnest(${ids}::int[]) as ids(id) ${sql.raw(numericFactsLateral(CARD_FACT_KEYS, "ids.id", "fx"))}
      where s.id = ids.id`,
  );
}

/** Every school's card figures, for figures written straight into school_facts (a benchmark's seed). */
export async function refreshAllSchoolCards(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`update schools s set ${sql.raw(CARD_ASSIGNMENTS)}
      from schools ids ${sql.raw(numericFactsJoin(CARD_FACT_KEYS, "ids.id", "fx"))}
      where s.id = ids.id`,
  );
}
