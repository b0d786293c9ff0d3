import type { Locale } from "@edu/shared";
import type { SchoolCard, SchoolControl, SchoolSearchQuery } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import { toPage } from "../../http/paged-list";
import { type SchoolSearchRow, searchSchoolRows } from "./school-search.repository";
import { schoolSearchKey } from "./school-search-key";

/**
 * The alias worth showing under the name: the keyword matched it better than the English name (or only
 * it), and it is not the name shown already ("UCLA", "柏克萊").
 */
function matchedAlias(row: SchoolSearchRow, shownName: string): string | null {
  if (row.alias_name === null || row.alias_rank === null) return null;
  if (row.en_rank !== null && row.en_rank <= row.alias_rank) return null;
  return schoolSearchKey(row.alias_name) === schoolSearchKey(shownName) ? null : row.alias_name;
}

function toCard(row: SchoolSearchRow): SchoolCard {
  const name = row.local_name ?? row.name_en;
  return {
    id: row.id,
    slug: row.slug,
    name,
    name_en: row.name_en,
    city: row.city,
    state: row.state,
    control: row.control as SchoolControl | null,
    admission_rate: row.admission_rate,
    sat_25: row.sat_25,
    sat_75: row.sat_75,
    act_25: row.act_25,
    act_75: row.act_75,
    cost_of_attendance: row.cost_of_attendance,
    net_price: row.net_price,
    undergraduates: row.undergraduates,
    ranking_national: row.ranking_national,
    matched_alias: matchedAlias(row, name),
  };
}

/** GET schools/search: a page of result cards, names in the reader's language. */
export async function searchSchools(db: DbOrTx, query: SchoolSearchQuery, locale: Locale) {
  const { rows, total } = await searchSchoolRows(db, query, locale);
  return toPage(rows.map(toCard), total, query.page, query.page_size);
}
