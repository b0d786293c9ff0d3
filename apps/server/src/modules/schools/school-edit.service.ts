import { type Locale, mergeFieldTranslations } from "@edu/shared";
import {
  type CreateSchoolInput,
  SCHOOL_FACTS,
  type SchoolDetail,
  type SchoolFactInput,
  type UpdateSchoolInput,
} from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { setDefaultSchoolName } from "./school-aliases.service";
import { refreshSchoolCards } from "./school-cards";
import { readSchoolDetail } from "./school-detail.service";
import * as repo from "./school-edit.repository";
import { schoolFieldError } from "./school-edit.text";
import { schoolInitials, schoolSearchKey } from "./school-search-key";

/**
 * The base fields staff write, by their column's name: the ones an edit gives are listed in the school's
 * `hand_edited`, and a Scorecard import leaves those alone.
 */
const BASE_FIELDS = [
  "name_en",
  "slug",
  "city",
  "state",
  "zip",
  "url",
  "net_price_url",
  "control",
  "overview",
  "translations",
] as const;
type BaseField = (typeof BASE_FIELDS)[number];

const SLUG_MAX = 120;

/** "University of California-Berkeley" → "university-of-california-berkeley"; never only digits (that reads as an id). */
export function slugFromName(nameEn: string): string {
  const slug = nameEn
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX - 12)
    .replace(/^-+|-+$/g, "");
  if (slug === "") return "school";
  return /^\d+$/.test(slug) ? `school-${slug}` : slug;
}

/** A free slug for a new school: the name's, then with the state ("…-ca"), then numbered ("…-2"). */
async function freeSlug(db: DbOrTx, nameEn: string, state: string | undefined): Promise<string> {
  const base = slugFromName(nameEn);
  const taken = await repo.slugsLike(db, base);
  const candidates = [base, ...(state ? [`${base}-${state.toLowerCase()}`] : [])];
  for (const candidate of candidates) if (!taken.has(candidate)) return candidate;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertSlugUsable(db: DbOrTx, slug: string, locale: Locale, exceptId?: number): Promise<void> {
  // A slug of digits only would be read as an id by GET schools/{id}.
  if (/^\d+$/.test(slug)) throw schoolFieldError(locale, "slug", "v.slug");
  if (await repo.slugTaken(db, slug, exceptId)) throw schoolFieldError(locale, "slug", "school_slug_taken");
}

/** The columns of the base fields given (English name: with its search key and initials). */
function baseColumns(input: Partial<Pick<CreateSchoolInput, BaseField>>): Partial<repo.SchoolInsert> {
  return {
    ...(input.name_en !== undefined && {
      nameEn: input.name_en,
      searchKey: schoolSearchKey(input.name_en),
      initials: schoolInitials(input.name_en),
    }),
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.city !== undefined && { city: input.city }),
    ...(input.state !== undefined && { state: input.state }),
    ...(input.zip !== undefined && { zip: input.zip }),
    ...(input.url !== undefined && { url: input.url }),
    ...(input.net_price_url !== undefined && { netPriceUrl: input.net_price_url }),
    ...(input.control !== undefined && { control: input.control }),
    ...(input.overview !== undefined && { overview: input.overview }),
  };
}

const DATE = /^(\d{2})-(\d{2})$/;
const isMonthDay = (text: string): boolean => {
  const match = DATE.exec(text);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
};

/** Whether a staff value reads as its figure's kind (school-facts.ts): a rate 0–1, a date MM-DD, a rank 1…. */
function fitsKind(fact: SchoolFactInput & { value: NonNullable<SchoolFactInput["value"]> }): boolean {
  const { value } = fact;
  switch (SCHOOL_FACTS[fact.key].kind) {
    case "ratio":
      return typeof value === "number" && value <= 1;
    case "gpa":
      return typeof value === "number" && value <= 5;
    case "rank":
      return typeof value === "number" && Number.isInteger(value) && value >= 1;
    case "count":
    case "usd":
    case "score":
      return typeof value === "number";
    case "date":
      return typeof value === "string" && isMonthDay(value);
    case "text":
      return typeof value === "string" && value !== "";
    case "platforms":
      return Array.isArray(value);
  }
}

function assertFactsFit(facts: readonly SchoolFactInput[], locale: Locale): void {
  facts.forEach((fact, i) => {
    if (fact.value !== null && !fitsKind({ ...fact, value: fact.value }))
      throw schoolFieldError(locale, `facts.${i}.value`, "v.school_fact_value");
  });
}

/**
 * Staff figures: written for their year with who and when; `value: null` removes that year's staff figure.
 * The school's card figures follow in the same transaction.
 */
async function writeStaffFacts(
  tx: DbOrTx,
  actor: Actor,
  schoolId: number,
  facts: readonly SchoolFactInput[],
) {
  for (const fact of facts) {
    if (fact.value === null) await repo.deleteStaffFact(tx, schoolId, fact.key, fact.year);
    else
      await repo.upsertStaffFact(tx, {
        schoolId,
        key: fact.key,
        year: fact.year,
        value: fact.value,
        note: fact.note,
        enteredBy: actor.id,
      });
  }
  if (facts.length > 0) await refreshSchoolCards(tx, [schoolId]);
}

async function writeDefaultNames(
  tx: DbOrTx,
  schoolId: number,
  input: { name_zh_tw?: string; name_zh_cn?: string },
  locale: Locale,
) {
  if (input.name_zh_tw !== undefined)
    await setDefaultSchoolName(tx, schoolId, "zh-TW", input.name_zh_tw, locale, "name_zh_tw");
  if (input.name_zh_cn !== undefined)
    await setDefaultSchoolName(tx, schoolId, "zh-CN", input.name_zh_cn, locale, "name_zh_cn");
}

/**
 * POST schools (/schools/postcreator): a school staff add by hand. Its fields stand in for a Scorecard
 * row until one with the same UNITID is imported (the demo schools carry their real UNITID), so they are
 * not marked hand-edited. The demo seed also passes its UNITID and staff figures (not on the wire).
 */
export async function createSchool(
  db: DbOrTx,
  actor: Actor,
  input: CreateSchoolInput & { unitid?: number; facts?: readonly SchoolFactInput[] },
  locale: Locale,
): Promise<SchoolDetail> {
  const { facts = [], ...fields } = input;
  assertFactsFit(facts, locale);
  return db.transaction(async (tx) => {
    if (input.slug !== undefined) await assertSlugUsable(tx, input.slug, locale);
    const slug = input.slug ?? (await freeSlug(tx, input.name_en, input.state));
    const id = await repo.insertSchoolRow(tx, {
      ...baseColumns(input),
      nameEn: input.name_en,
      searchKey: schoolSearchKey(input.name_en),
      slug,
      unitid: input.unitid ?? null,
      translations: mergeFieldTranslations(undefined, input.translations),
    });
    await writeDefaultNames(tx, id, input, locale);
    await writeStaffFacts(tx, actor, id, facts);
    const detail = await readSchoolDetail(tx, id, locale);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "school.create",
      targetType: "school",
      targetId: id,
      after: { ...fields, slug, ...(facts.length > 0 && { facts }) },
      requestId: actor.requestId,
    });
    return detail;
  });
}

/**
 * PUT schools/{id} (/schools/edit): the base fields given are written and kept from later imports
 * (hand_edited); staff figures per year; the Chinese names set each language's default alias.
 */
export async function updateSchool(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdateSchoolInput,
  locale: Locale,
): Promise<SchoolDetail> {
  const facts = input.facts ?? [];
  assertFactsFit(facts, locale);
  return db.transaction(async (tx) => {
    const before = await repo.lockSchool(tx, id);
    if (!before) throw notFound();
    if (input.slug !== undefined && input.slug !== before.slug)
      await assertSlugUsable(tx, input.slug, locale, id);
    const given = BASE_FIELDS.filter((field) => input[field] !== undefined);
    const detailBefore = await readSchoolDetail(tx, before, locale);
    const factKeys = new Set<string>(facts.map((fact) => fact.key));
    await repo.updateSchoolRow(tx, id, {
      ...baseColumns(input),
      ...(input.translations !== undefined && {
        translations: mergeFieldTranslations(before.translations, input.translations),
      }),
      handEdited: [...new Set([...before.handEdited, ...given])],
    });
    await writeDefaultNames(tx, id, input, locale);
    await writeStaffFacts(tx, actor, id, facts);
    const detail = await readSchoolDetail(tx, id, locale);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "school.update",
      targetType: "school",
      targetId: id,
      before: {
        ...Object.fromEntries(given.map((field) => [field, fieldOf(before, field)])),
        names: detailBefore.names,
        facts: detailBefore.facts.filter((fact) => fact.source === "staff" && factKeys.has(fact.key)),
      },
      after: input,
      requestId: actor.requestId,
    });
    return detail;
  });
}

const COLUMN_OF = {
  name_en: "nameEn",
  slug: "slug",
  city: "city",
  state: "state",
  zip: "zip",
  url: "url",
  net_price_url: "netPriceUrl",
  control: "control",
  overview: "overview",
  translations: "translations",
} as const satisfies Record<BaseField, keyof repo.SchoolInsert>;

const fieldOf = (row: repo.SchoolInsert, field: BaseField) => row[COLUMN_OF[field]];
