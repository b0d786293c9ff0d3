import {
  type CreateStoryInput,
  findMissingLocales,
  LOCALES,
  type Locale,
  mergeTranslations,
  resolveTranslations,
  type Story,
  type StoryAdmin,
  type StoryAdminListQuery,
  type UpdateStoryInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { richTextInput, toRichText } from "../../rich-text";
import { recordAudit } from "../audit";
import type { StoredTranslations } from "../content";
import { fileUrl } from "../uploads";
import * as repo from "./stories.repository";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const photoOf = (row: repo.StoryRow) =>
  row.photoUploadId !== null && row.photoName !== null
    ? { id: row.photoUploadId, url: fileUrl({ id: row.photoUploadId, originalName: row.photoName }) }
    : null;

type TranslationsIn = Partial<Record<Locale, Record<string, unknown> | undefined>>;

/** Applies `clean` to the rich-text body of every language present. */
function mapBodies<T extends TranslationsIn>(
  translations: T,
  clean: (body: string, locale: Locale) => string,
): T {
  const result: TranslationsIn = { ...translations };
  for (const locale of LOCALES) {
    const fields = translations[locale];
    if (typeof fields?.body === "string") result[locale] = { ...fields, body: clean(fields.body, locale) };
  }
  return result as T;
}

/** The body is rich text: cleaned by the allow-list before it is stored (English must keep some text). */
const cleanBodies = <T extends TranslationsIn>(translations: T) =>
  mapBodies(translations, (body, locale) =>
    richTextInput(`translations.${locale}.body`, body, { required: locale === "en" }),
  );

/** Stored bodies as HTML: a plain-text body written before the editor shows as paragraphs. */
const readBodies = <T extends TranslationsIn>(translations: T) =>
  mapBodies(translations, (body) => (body === "" ? "" : toRichText(body)));

function toStory(row: repo.StoryRow, locale: Locale): Story {
  const { values, missing_locales } = resolveTranslations(readBodies(row.translations), locale);
  return {
    id: row.id,
    photo: photoOf(row),
    sort_order: row.sortOrder,
    student_name: text(values.student_name),
    school: text(values.school),
    result: text(values.result),
    title: text(values.title),
    body: text(values.body),
    locale,
    missing_locales,
    created_at: row.createdAt.toISOString(),
  };
}

const toStoryAdmin = (row: repo.StoryRow): StoryAdmin => ({
  id: row.id,
  photo: photoOf(row),
  sort_order: row.sortOrder,
  is_published: row.isPublished,
  translations: { en: {}, ...readBodies(row.translations) } as StoryAdmin["translations"],
  missing_locales: findMissingLocales(row.translations),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listStories(db: DbOrTx, query: { page: number; page_size: number }, locale: Locale) {
  const { rows, total } = await repo.listStoryPage(db, { isPublished: true }, query.page, query.page_size);
  return toPage(
    rows.map((row) => toStory(row, locale)),
    total,
    query.page,
    query.page_size,
  );
}

/** Public detail: an unpublished story is not found. */
export async function getStory(db: DbOrTx, id: number, locale: Locale): Promise<Story> {
  const row = await repo.findStory(db, id);
  if (!row?.isPublished) throw notFound();
  return toStory(row, locale);
}

export async function listStoriesAdmin(db: DbOrTx, query: StoryAdminListQuery) {
  const { rows, total } = await repo.listStoryPage(
    db,
    { isPublished: query.is_published, q: query.q },
    query.page,
    query.page_size,
  );
  return toPage(rows.map(toStoryAdmin), total, query.page, query.page_size);
}

export async function getStoryAdmin(db: DbOrTx, id: number): Promise<StoryAdmin> {
  const row = await repo.findStory(db, id);
  if (!row) throw notFound();
  return toStoryAdmin(row);
}

/** The photo must be an image uploaded through POST image (public files only). */
async function assertPhoto(db: DbOrTx, uploadId: number | null | undefined) {
  if (uploadId == null) return;
  if (!(await repo.findPublicImage(db, uploadId))) throw fieldError("photo_upload_id", "photo_not_found");
}

const auditEntry = (actor: Actor, action: string, id: number, before?: unknown, after?: unknown) => ({
  actorId: actor.id,
  action,
  targetType: "story",
  targetId: id,
  before,
  after,
  requestId: actor.requestId,
});

export async function createStory(db: Database, actor: Actor, input: CreateStoryInput): Promise<StoryAdmin> {
  const translations = cleanBodies(input.translations);
  return db.transaction(async (tx) => {
    await assertPhoto(tx, input.photo_upload_id);
    const id = await repo.insertStory(tx, {
      photoUploadId: input.photo_upload_id ?? null,
      sortOrder: input.sort_order ?? 0,
      isPublished: input.is_published ?? true,
      translations: translations as StoredTranslations,
    });
    const after = await getStoryAdmin(tx, id);
    await recordAudit(tx, auditEntry(actor, "story.create", id, undefined, after));
    return after;
  });
}

export async function updateStory(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateStoryInput,
): Promise<StoryAdmin> {
  const translations = input.translations && cleanBodies(input.translations);
  return db.transaction(async (tx) => {
    const before = await getStoryAdmin(tx, id);
    await assertPhoto(tx, input.photo_upload_id);
    await repo.updateStory(tx, id, {
      ...(input.photo_upload_id !== undefined && { photoUploadId: input.photo_upload_id }),
      ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
      ...(input.is_published !== undefined && { isPublished: input.is_published }),
      ...(translations && {
        translations: mergeTranslations(before.translations as StoredTranslations, translations),
      }),
    });
    const after = await getStoryAdmin(tx, id);
    await recordAudit(tx, auditEntry(actor, "story.update", id, before, after));
    return after;
  });
}

/** The photo stays in uploads (an admin may reuse it; DELETE image removes it). */
export async function deleteStory(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getStoryAdmin(tx, id);
    await repo.deleteStory(tx, id);
    await recordAudit(tx, auditEntry(actor, "story.delete", id, before));
  });
}
