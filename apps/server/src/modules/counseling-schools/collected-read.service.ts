import type { Locale } from "@edu/shared";
import {
  CARD_CATEGORIES,
  CARD_MAX_SCHOOLS,
  type CollectedSchool,
  type CollectedSchoolsQuery,
  type SchoolCards,
} from "@edu/shared/counseling-schools";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { assertListRead, editableBy, readableBy } from "./collected-access";
import { countCollected, readCollected } from "./collected-read.repository";
import { toCollectedSchool } from "./collected-view";

const STUDENT = sql`cs.student_user_id`;

/** The filters both lists share, as SQL over the read's aliases. */
export function filterSql(query: {
  student_user_id?: number;
  session_class_id?: number;
  category?: string;
  decision_plan?: string;
  application_status?: string;
  admissions_result?: string;
  cycle?: string;
  is_applying?: boolean;
}): SQL[] {
  const where: SQL[] = [];
  if (query.student_user_id !== undefined) where.push(sql`cs.student_user_id = ${query.student_user_id}`);
  if (query.session_class_id !== undefined) where.push(sql`cs.session_class_id = ${query.session_class_id}`);
  if (query.category) where.push(sql`cs.category = ${query.category}`);
  if (query.decision_plan) where.push(sql`cs.decision_plan = ${query.decision_plan}`);
  if (query.application_status) where.push(sql`cs.application_status = ${query.application_status}`);
  if (query.admissions_result) where.push(sql`cs.admissions_result = ${query.admissions_result}`);
  if (query.cycle) where.push(sql`cs.cycle = ${query.cycle}`);
  if (query.is_applying !== undefined) where.push(sql`cs.is_applying = ${query.is_applying}`);
  return where;
}

/** A page of rows matching `where` (reading the deadline `dl` when `whereReadsDeadline`), counted up to the list cap. */
export async function pageOf(
  db: DbOrTx,
  actor: Actor,
  where: SQL,
  locale: Locale,
  page: { page: number; page_size: number },
  orderBy?: SQL,
  whereReadsDeadline = false,
) {
  const rows = await readCollected(db, {
    where,
    whereReadsDeadline,
    canEdit: editableBy(actor, STUDENT),
    locale,
    orderBy,
    window: { limit: page.page_size, offset: (page.page - 1) * page.page_size },
    count: true,
  });
  const total =
    rows.length > 0 ? Number(rows[0]?.total ?? 0) : await countCollected(db, where, whereReadsDeadline);
  return toPage(
    rows.map((row) => toCollectedSchool(row, locale)),
    total,
    page.page,
    page.page_size,
  );
}

/**
 * GET counseling-schools: a student's list (404 for a student the caller may not see) and/or a counseling
 * class's rows, only of students the caller may see.
 */
export async function listCollected(db: DbOrTx, actor: Actor, query: CollectedSchoolsQuery, locale: Locale) {
  if (query.student_user_id !== undefined) await assertListRead(db, actor, query.student_user_id);
  const where = sql.join([readableBy(actor, STUDENT), ...filterSql(query)], sql` and `);
  return pageOf(db, actor, where, locale, query);
}

/** One row the caller may read, else 404. */
export async function readOne(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale,
): Promise<CollectedSchool> {
  const [row] = await readCollected(db, {
    where: sql`cs.id = ${id} and ${readableBy(actor, STUDENT)}`,
    canEdit: editableBy(actor, STUDENT),
    locale,
  });
  if (!row) throw notFound();
  return toCollectedSchool(row, locale);
}

/**
 * Counseling bill cards (spec 03 §9): the four categories with up to 12 schools over them. Each category
 * gets a turn in order (dream, reach, fit, safety) until 12 are shown, so a long "reach" list cannot hide
 * the safeties; within a category the applying schools first, then by next deadline and name.
 */
export async function schoolCards(
  db: DbOrTx,
  actor: Actor,
  studentUserId: number,
  locale: Locale,
): Promise<SchoolCards> {
  await assertListRead(db, actor, studentUserId);
  const rows = await readCollected(db, {
    where: sql`cs.student_user_id = ${studentUserId}`,
    canEdit: sql`false`,
    locale,
    orderBy: sql`cs.is_applying desc, least(cs.internal_deadline, dl.school_deadline) nulls last, s.name_en, cs.id`,
  });
  const schools = rows.map((row) => toCollectedSchool(row, locale));
  const byCategory = CARD_CATEGORIES.map((category) =>
    schools.filter((school) => school.category === category),
  );
  const shownPer = CARD_CATEGORIES.map(() => 0);
  let shown = 0;
  for (let turn = 0; shown < CARD_MAX_SCHOOLS; turn++) {
    let added = false;
    for (const [index, list] of byCategory.entries()) {
      if (shown >= CARD_MAX_SCHOOLS || list.length <= turn) continue;
      shownPer[index] = turn + 1;
      shown++;
      added = true;
    }
    if (!added) break;
  }
  return {
    student_user_id: studentUserId,
    categories: CARD_CATEGORIES.map((category, index) => ({
      category,
      total: byCategory[index]?.length ?? 0,
      schools: (byCategory[index] ?? []).slice(0, shownPer[index]).map((school) => ({
        id: school.id,
        school_id: school.school_id,
        name: school.school.name,
        name_en: school.school.name_en,
        slug: school.school.slug,
        decision_plan: school.decision_plan,
        application_status: school.application_status,
        admissions_result: school.admissions_result,
        next_deadline: school.next_deadline,
      })),
    })),
    shown,
    total: schools.length,
    uncategorized: schools.filter((school) => school.category === "uncategorized").length,
  };
}
