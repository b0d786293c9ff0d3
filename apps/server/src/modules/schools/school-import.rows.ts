import type { DbOrTx } from "../../db/database";
import { slugFromName } from "./school-edit.service";
import * as repo from "./school-import.repository";
import { schoolInitials, schoolSearchKey } from "./school-search-key";
import type { ScorecardBase } from "./scorecard-columns";

/** A Scorecard record's base fields as stored (the English name with its search key and initials). */
export function toImportedBase(base: ScorecardBase): repo.ImportedBase {
  return {
    nameEn: base.nameEn,
    searchKey: schoolSearchKey(base.nameEn),
    initials: schoolInitials(base.nameEn),
    city: base.city,
    state: base.state,
    zip: base.zip,
    url: base.url,
    netPriceUrl: base.netPriceUrl,
    control: base.control,
    latitude: base.latitude,
    longitude: base.longitude,
  };
}

/** Each imported field with the `hand_edited` name that keeps it (the column's; the name's keys follow the name). */
const FIELD_COLUMNS: ReadonlyArray<readonly [keyof repo.ImportedBase, string]> = [
  ["nameEn", "name_en"],
  ["searchKey", "name_en"],
  ["initials", "name_en"],
  ["city", "city"],
  ["state", "state"],
  ["zip", "zip"],
  ["url", "url"],
  ["netPriceUrl", "net_price_url"],
  ["control", "control"],
  ["latitude", "latitude"],
  ["longitude", "longitude"],
];

/** The file's fields over the stored ones, except those staff edited by hand; `changed` when any differs. */
export function mergeImportedBase(
  stored: repo.ExistingSchool,
  imported: repo.ImportedBase,
): { merged: repo.ImportedBase; changed: boolean } {
  const merged = { ...imported };
  let changed = false;
  for (const [field, column] of FIELD_COLUMNS) {
    if (stored.handEdited.includes(column)) (merged as Record<string, unknown>)[field] = stored[field];
    else if (stored[field] !== imported[field]) changed = true;
  }
  return { merged, changed };
}

/**
 * A free slug per new school (by UNITID): the English name's, else with the state ("…-ma"), else with
 * the UNITID ("…-166027"), checked against the database and the rest of the batch in one query.
 */
export async function newSchoolSlugs(
  tx: DbOrTx,
  bases: readonly ScorecardBase[],
): Promise<Map<number, string>> {
  const candidatesOf = new Map(
    bases.map((base) => {
      const slug = slugFromName(base.nameEn);
      const withState = base.state ? [`${slug}-${base.state.toLowerCase()}`] : [];
      return [base.unitid, [slug, ...withState, `${slug}-${base.unitid}`]] as const;
    }),
  );
  const taken = await repo.takenSlugs(tx, [...candidatesOf.values()].flat());
  const slugs = new Map<number, string>();
  for (const [unitid, candidates] of candidatesOf) {
    let slug = candidates.find((candidate) => !taken.has(candidate));
    // Only when staff chose "<name>-<unitid>" for another school: numbered after it.
    for (let n = 2; slug === undefined; n++) {
      const numbered = `${candidates.at(-1)}-${n}`;
      if (!taken.has(numbered) && (await repo.takenSlugs(tx, [numbered])).size === 0) slug = numbered;
    }
    taken.add(slug);
    slugs.set(unitid, slug);
  }
  return slugs;
}
