import { type TestForm, type TestFormsQuery, testFormObjectSchema } from "@edu/shared/test-engine";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { insertedRow } from "../../db/query-rows";
import { type TestFormRow, type TestFormVersionRow, testForms, testFormVersions } from "./test-engine.table";

/**
 * jsonb keeps no key order: a stored document is read back through the schema, which writes its keys in
 * the schema's order again (what version comparison and the byte-identical export rely on).
 */
const withCanonicalDocument = (row: TestFormVersionRow): TestFormVersionRow => ({
  ...row,
  document: testFormObjectSchema.parse(row.document),
});

/** The latest version of each form, read beside the form (a correlated lookup on the unique index). */
const latestId = sql<number>`(select v.id from ${testFormVersions} v where v.form_id = ${testForms.id} order by v.version desc limit 1)`;
const latestNumber = sql<number>`(select max(v.version) from ${testFormVersions} v where v.form_id = ${testForms.id})`;

export async function listForms(db: DbOrTx, query: TestFormsQuery, onlyOpen: boolean) {
  const filters: SQL[] = [];
  if (onlyOpen) filters.push(eq(testForms.status, "published"), eq(testForms.isPublic, true));
  else if (query.status) filters.push(eq(testForms.status, query.status));
  if (query.test_type) filters.push(eq(testForms.testType, query.test_type));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select({ form: testForms, versionId: latestId, version: latestNumber })
    .from(testForms)
    .where(where)
    .orderBy(desc(testForms.updatedAt), desc(testForms.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await countUpTo(db, testForms, where);
  return { rows, total };
}

export async function formById(db: DbOrTx, id: number, forUpdate = false): Promise<TestFormRow | undefined> {
  const query = db.select().from(testForms).where(eq(testForms.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function formByKey(db: DbOrTx, key: string): Promise<TestFormRow | undefined> {
  const [row] = await db.select().from(testForms).where(eq(testForms.key, key)).for("update");
  return row;
}

export async function latestVersion(db: DbOrTx, formId: number): Promise<TestFormVersionRow> {
  const [row] = await db
    .select()
    .from(testFormVersions)
    .where(eq(testFormVersions.formId, formId))
    .orderBy(desc(testFormVersions.version))
    .limit(1);
  // A form is always inserted with its first version, in one transaction.
  if (!row) throw new Error(`test form ${formId} has no version`);
  return withCanonicalDocument(row);
}

/** The latest version's id and number only (no document to read). */
export async function latestVersionRef(db: DbOrTx, formId: number) {
  const [row] = await db
    .select({ id: testFormVersions.id, version: testFormVersions.version })
    .from(testFormVersions)
    .where(eq(testFormVersions.formId, formId))
    .orderBy(desc(testFormVersions.version))
    .limit(1);
  if (!row) throw new Error(`test form ${formId} has no version`);
  return row;
}

export async function versionById(db: DbOrTx, id: number): Promise<TestFormVersionRow | undefined> {
  const [row] = await db.select().from(testFormVersions).where(eq(testFormVersions.id, id));
  return row && withCanonicalDocument(row);
}

export async function insertForm(db: DbOrTx, form: TestForm, actorId: number): Promise<TestFormRow> {
  const rows = await db
    .insert(testForms)
    .values({ key: form.key, testType: form.test_type, title: form.title, createdBy: actorId })
    .returning();
  return insertedRow(rows, "test_forms");
}

export async function insertVersion(
  db: DbOrTx,
  formId: number,
  form: TestForm,
  actorId: number,
): Promise<TestFormVersionRow> {
  const rows = await db
    .insert(testFormVersions)
    .values({ formId, version: form.version, document: form, createdBy: actorId })
    .returning();
  return insertedRow(rows, "test_form_versions");
}

export async function updateForm(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<TestFormRow, "testType" | "title" | "status" | "isPublic">>,
  now: Date,
): Promise<TestFormRow> {
  const rows = await db
    .update(testForms)
    .set({ ...values, updatedAt: now })
    .where(eq(testForms.id, id))
    .returning();
  return insertedRow(rows, "test_forms");
}
