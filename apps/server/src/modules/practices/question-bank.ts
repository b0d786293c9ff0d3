import type { PracticeItemOut, QuestionsQuery } from "@edu/shared/practices";
import { type TestForm, type TestItem, type TestType, testFormObjectSchema } from "@edu/shared/test-engine";
import { and, desc, eq, inArray, notExists, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { toPage } from "../../http/paged-list";
import { testForms, testFormVersions } from "../test-engine/test-engine.table";
import { assertFilterClass, notUsedByClass } from "./class-used-items";
import { practices } from "./practices.table";

/**
 * The question bank (issue 33): every item of a published test form's latest version. Practices' own
 * engine forms are not in it (their items are copies). "Not yet used by this class": class-used-items.ts. Read from the versions' documents (jsonb).
 */
const bankForm = sql`f.status = 'published' and not exists (select 1 from ${practices} p where p.form_id = f.id)`;

type BankRow = {
  form_id: number;
  test_type: TestType;
  form_title: { en: string; "zh-CN"?: string; "zh-TW"?: string };
  item: TestItem;
  total: number;
};

export const itemSummary = (formId: number, item: TestItem): PracticeItemOut => ({
  form_id: formId,
  item_key: item.key,
  version: item.version ?? 1,
  kind: item.kind,
  stem: item.stem,
  domain: item.domain ?? null,
  skills: item.skills ?? [],
  difficulty: item.difficulty ?? null,
});

export async function listQuestions(db: DbOrTx, actor: Actor, query: QuestionsQuery) {
  const filters: SQL[] = [];
  if (query.class_id !== undefined) {
    await assertFilterClass(db, actor, query.class_id);
    filters.push(notUsedByClass(query.class_id));
  }
  if (query.test_type) filters.push(sql`f.test_type = ${query.test_type}`);
  if (query.domain) filters.push(sql`i.item->>'domain' = ${query.domain}`);
  if (query.skill) filters.push(sql`i.item->'skills' @> jsonb_build_array(${query.skill}::text)`);
  if (query.difficulty) filters.push(sql`i.item->>'difficulty' = ${query.difficulty}`);
  const rows = await queryRows<BankRow>(
    db,
    sql`select f.id as form_id, f.test_type, f.title as form_title, i.item, count(*) over () as total
      from ${testForms} f
      join lateral (select v.document from ${testFormVersions} v where v.form_id = f.id
        order by v.version desc limit 1) v on true
      cross join lateral jsonb_array_elements(v.document->'sections') with ordinality s(section, sn)
      cross join lateral jsonb_array_elements(s.section->'modules') with ordinality m(module, mn)
      cross join lateral jsonb_array_elements(m.module->'items') with ordinality i(item, n)
      where ${sql.join([bankForm, ...filters], sql` and `)}
      order by f.id desc, s.sn, m.mn, i.n
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  const data = rows.map((row) => ({
    ...itemSummary(Number(row.form_id), row.item),
    test_type: row.test_type,
    form_title: row.form_title,
  }));
  // A page past the end has no row to carry the total: count once more only then.
  const total = rows[0] ? Number(rows[0].total) : query.page > 1 ? await countQuestions(db, filters) : 0;
  return toPage(data, Math.min(total, 1001), query.page, query.page_size);
}

async function countQuestions(db: DbOrTx, filters: SQL[]) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${testForms} f
      join lateral (select v.document from ${testFormVersions} v where v.form_id = f.id order by v.version desc limit 1) v on true
      cross join lateral jsonb_array_elements(v.document->'sections') s(section)
      cross join lateral jsonb_array_elements(s.section->'modules') m(module)
      cross join lateral jsonb_array_elements(m.module->'items') i(item)
      where ${sql.join([bankForm, ...filters], sql` and `)}`,
  );
  return Number(row?.n ?? 0);
}

export type SourceForm = { id: number; testType: TestType; document: TestForm };

/** The bank forms among `formIds`, each with its latest version's document. */
export async function sourceForms(db: DbOrTx, formIds: number[]): Promise<Map<number, SourceForm>> {
  const ids = [...new Set(formIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([testFormVersions.formId], {
      id: testForms.id,
      testType: testForms.testType,
      document: testFormVersions.document,
    })
    .from(testForms)
    .innerJoin(testFormVersions, eq(testFormVersions.formId, testForms.id))
    .where(
      and(
        inArray(testForms.id, ids),
        eq(testForms.status, "published"),
        notExists(db.select({ one: sql`1` }).from(practices).where(eq(practices.formId, testForms.id))),
      ),
    )
    .orderBy(testFormVersions.formId, desc(testFormVersions.version));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, testType: row.testType, document: testFormObjectSchema.parse(row.document) },
    ]),
  );
}

export const itemsOf = (form: TestForm) =>
  form.sections.flatMap((section) => section.modules.flatMap((module) => module.items));
