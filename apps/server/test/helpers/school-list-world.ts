import type { SchoolFactKey } from "@edu/shared/schools";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/db/database";
import { queryRows } from "../../src/db/query-rows";
import { schoolAliases, schoolFacts, schools } from "../../src/modules/schools";
import { counselingWorld } from "./counseling-world";

export type Facts = Partial<Record<SchoolFactKey, Array<[year: string, value: string | string[]]>>>;

/** A school straight in the tables: its English name, a zh-TW default alias and staff figures by year. */
export async function addSchool(
  db: DbOrTx,
  slug: string,
  nameEn: string,
  zhTw: string | null,
  facts: Facts = {},
) {
  const [row] = await db
    .insert(schools)
    .values({
      slug,
      nameEn,
      searchKey: nameEn.toLowerCase(),
      overview: `About ${nameEn}`,
      translations: { "zh-TW": { overview: `關於${zhTw ?? nameEn}` } },
    })
    .returning({ id: schools.id });
  if (!row) throw new Error("no school");
  if (zhTw)
    await db.insert(schoolAliases).values({
      schoolId: row.id,
      lang: "zh-TW",
      name: zhTw,
      originalName: zhTw,
      searchKey: `${slug}-tw`,
      isDefault: true,
    });
  for (const [key, years] of Object.entries(facts))
    for (const [year, value] of years ?? [])
      await db.insert(schoolFacts).values({ schoolId: row.id, key, year, source: "staff", value });
  return row.id;
}

/** The counseling profile's world (student 黃宇恩, her parents, counselor, TA, other teacher, staff, admin) plus schools. */
export async function schoolListWorld() {
  const world = await counselingWorld();
  const db = world.ctx.database.db;
  const school = {
    harvard: await addSchool(db, "harvard", "Harvard University", "哈佛大學", {
      deadline_restrictive_early_action: [["2026-27", "11-01"]],
      deadline_regular: [["2026-27", "01-01"]],
      application_platforms: [["2026-27", ["common_app"]]],
    }),
    columbia: await addSchool(db, "columbia", "Columbia University", "哥倫比亞大學", {
      deadline_early_decision_1: [["2026-27", "11-01"]],
      deadline_regular: [["2026-27", "01-05"]],
    }),
    nyu: await addSchool(db, "nyu", "New York University", "紐約大學", {
      deadline_early_decision_1: [["2025-26", "11-01"]],
      deadline_early_decision_2: [["2025-26", "01-01"]],
      deadline_transfer: [["2026-27", "03-01"]],
    }),
    ucla: await addSchool(db, "ucla", "University of California-Los Angeles", null, {
      deadline_regular: [["2027", "11-30"]],
    }),
  };
  const more: number[] = [];
  for (let i = 1; i <= 12; i++) more.push(await addSchool(db, `school-${i}`, `School ${i}`, null));
  return { ...world, db, school, more };
}

type SchoolListWorld = Awaited<ReturnType<typeof schoolListWorld>>;

/** A request as one of the world's people (the counselor unless said), in a language (English unless said). */
export const callerIn =
  (world: () => SchoolListWorld) =>
  (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    who: keyof SchoolListWorld["auth"] = "counselor",
    lang = "en",
  ) =>
    world().app.inject({
      method,
      url,
      headers: { ...world().auth[who], "accept-language": lang },
      ...(payload && { payload }),
    });

/** How many collected schools the database holds (a refused write leaves it as it was). */
export const collectedRowCount = async (world: SchoolListWorld) =>
  (await queryRows<{ n: number }>(world.db, sql`select count(*)::int as n from counseling_schools`))[0]?.n ??
  0;
