import type { Locale } from "@edu/shared";
import type { SchoolAlias } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import type { Actor } from "../../http/actor";
import { AppError, conflict, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import * as repo from "./school-aliases.repository";
import { findSchool, listDefaultNamesOf } from "./school-detail.repository";
import { toSchoolAlias } from "./school-detail.service";
import { lockSchool } from "./school-edit.repository";
import { aliasTakenError, schoolFieldError } from "./school-edit.text";
import { defaultNamesBySchool, schoolNameFor } from "./school-read-name";
import { schoolPinyin, schoolSearchKey } from "./school-search-key";

/** A name as stored: full-width forms folded (NFKC), inner spaces collapsed, ends trimmed. */
export const tidySchoolName = (text: string): string => text.normalize("NFKC").replace(/\s+/gu, " ").trim();

/** A school's name for a reader (its default alias in their language, then the other Chinese, then English). */
export async function schoolNameOf(db: DbOrTx, schoolId: number, locale: Locale) {
  const school = await findSchool(db, schoolId);
  if (!school) return undefined;
  const names = defaultNamesBySchool(await listDefaultNamesOf(db, [schoolId])).get(schoolId) ?? {};
  return { id: schoolId, name: schoolNameFor(names, school.nameEn, locale).name };
}

/**
 * A name belongs to one school: it is taken when another school has it, or this school has it in the
 * same language (the one alias per key and language is then renamed or made default instead).
 */
async function assertNameFree(
  tx: DbOrTx,
  target: { searchKey: string; schoolId: number; lang: Locale; exceptId?: number },
  locale: Locale,
  field: string,
): Promise<void> {
  await repo.lockAliasKey(tx, target.searchKey);
  const holders = await repo.findAliasesByKey(tx, target.searchKey);
  const holder = holders.find(
    (alias) =>
      alias.id !== target.exceptId && (alias.schoolId !== target.schoolId || alias.lang === target.lang),
  );
  if (!holder) return;
  const owner = await schoolNameOf(tx, holder.schoolId, locale);
  throw owner ? aliasTakenError(locale, field, owner) : conflict();
}

/**
 * Two people adding one name at once (or a second default in one language): the unique indexes refuse
 * the second writer, who gets the same 409 as if they had come second, naming the owner when one is found.
 */
async function withAliasIndexes<T>(
  db: DbOrTx,
  locale: Locale,
  field: string,
  searchKey: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || !isUniqueViolation(error)) throw error;
    const [holder] = searchKey ? await repo.findAliasesByKey(db, searchKey) : [];
    const owner = holder && (await schoolNameOf(db, holder.schoolId, locale));
    throw owner ? aliasTakenError(locale, field, owner) : conflict();
  }
}

function tidyAndKey(text: string, locale: Locale, field: string) {
  const name = tidySchoolName(text);
  const searchKey = schoolSearchKey(name);
  if (!searchKey) throw schoolFieldError(locale, field, "school_alias_no_letters");
  return { name, searchKey, pinyin: schoolPinyin(name) };
}

/** POST school-aliases: a name of a school in a language; a default one replaces the language's default. */
export async function createSchoolAlias(
  db: DbOrTx,
  actor: Actor,
  input: { school_id: number; lang: Locale; name: string; is_default: boolean },
  locale: Locale,
): Promise<SchoolAlias> {
  const { name, searchKey, pinyin } = tidyAndKey(input.name, locale, "name");
  return withAliasIndexes(db, locale, "name", searchKey, () =>
    db.transaction(async (tx) => {
      if (!(await lockSchool(tx, input.school_id))) throw notFound();
      await assertNameFree(tx, { searchKey, schoolId: input.school_id, lang: input.lang }, locale, "name");
      if (input.is_default) await repo.clearDefault(tx, input.school_id, input.lang);
      const row = await repo.insertAlias(tx, {
        schoolId: input.school_id,
        lang: input.lang,
        name,
        originalName: input.name,
        searchKey,
        pinyin,
        isDefault: input.is_default,
      });
      const alias = toSchoolAlias(row);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "school_alias.create",
        targetType: "school_alias",
        targetId: row.id,
        after: alias,
        requestId: actor.requestId,
      });
      return alias;
    }),
  );
}

/** The alias with its school locked first (every writer locks the school before its aliases). */
async function lockAliasAndSchool(tx: DbOrTx, id: number): Promise<repo.AliasRow> {
  const found = await repo.findAlias(tx, id);
  if (!found) throw notFound();
  await lockSchool(tx, found.schoolId);
  const row = await repo.lockAlias(tx, id);
  if (!row) throw notFound();
  return row;
}

/** PUT school-aliases/{id}: rename, move to another language, make (or stop being) the default. */
export async function updateSchoolAlias(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: { lang?: Locale; name?: string; is_default?: boolean },
  locale: Locale,
): Promise<SchoolAlias> {
  const renamed = input.name === undefined ? undefined : tidyAndKey(input.name, locale, "name");
  const work = () =>
    db.transaction(async (tx) => {
      const before = await lockAliasAndSchool(tx, id);
      const lang = input.lang ?? before.lang;
      const isDefault = input.is_default ?? before.isDefault;
      const searchKey = renamed?.searchKey ?? before.searchKey;
      if (searchKey !== before.searchKey || lang !== before.lang)
        await assertNameFree(
          tx,
          { searchKey, schoolId: before.schoolId, lang, exceptId: id },
          locale,
          "name",
        );
      if (isDefault) await repo.clearDefault(tx, before.schoolId, lang, id);
      const row = await repo.updateAliasRow(tx, id, {
        lang,
        isDefault,
        ...(renamed &&
          input.name !== undefined && {
            name: renamed.name,
            originalName: input.name,
            searchKey: renamed.searchKey,
            pinyin: renamed.pinyin,
          }),
      });
      const alias = toSchoolAlias(row);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "school_alias.update",
        targetType: "school_alias",
        targetId: id,
        before: toSchoolAlias(before),
        after: alias,
        requestId: actor.requestId,
      });
      return alias;
    });
  return withAliasIndexes(db, locale, "name", renamed?.searchKey, work);
}

/** DELETE school-aliases/{id}: the last default of a language may go too (the English name remains). */
export async function deleteSchoolAlias(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAliasAndSchool(tx, id);
    await repo.deleteAliasRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "school_alias.delete",
      targetType: "school_alias",
      targetId: id,
      before: toSchoolAlias(before),
      requestId: actor.requestId,
    });
  });
}

/** GET school-aliases/exist: whether a name (as searched: either script, any spacing) is an alias, and whose. */
export async function schoolAliasExists(db: DbOrTx, keyword: string, locale: Locale) {
  const searchKey = schoolSearchKey(tidySchoolName(keyword));
  const [holder] = searchKey ? await repo.findAliasesByKey(db, searchKey) : [];
  const school = holder ? await schoolNameOf(db, holder.schoolId, locale) : undefined;
  return { exists: Boolean(school), school: school ?? null };
}

/**
 * A school's default name in a language, as the school forms set it (name_zh_tw, name_zh_cn): the alias
 * of that name becomes the default (added when the school has none), "" leaves the language without a
 * default (its aliases stay searchable). Runs inside the caller's transaction, the school locked.
 */
export async function setDefaultSchoolName(
  tx: DbOrTx,
  schoolId: number,
  lang: Locale,
  text: string,
  locale: Locale,
  field: string,
): Promise<void> {
  if (tidySchoolName(text) === "") {
    await repo.clearDefault(tx, schoolId, lang);
    return;
  }
  const { name, searchKey, pinyin } = tidyAndKey(text, locale, field);
  await repo.lockAliasKey(tx, searchKey);
  const holders = await repo.findAliasesByKey(tx, searchKey);
  const own = holders.find((alias) => alias.schoolId === schoolId && alias.lang === lang);
  await assertNameFree(tx, { searchKey, schoolId, lang, exceptId: own?.id }, locale, field);
  await repo.clearDefault(tx, schoolId, lang, own?.id);
  if (own) await repo.updateAliasRow(tx, own.id, { isDefault: true, name, originalName: text });
  else
    await repo.insertAlias(tx, {
      schoolId,
      lang,
      name,
      originalName: text,
      searchKey,
      pinyin,
      isDefault: true,
    });
}
