import {
  findMissingLocales,
  isHttpUrl,
  isPrivateSiteContentKey,
  type Locale,
  type PutSiteContentInput,
  resolveTranslations,
  SITE_CONTENT_KEYS,
  type SiteContent,
  type SiteContentAdmin,
  toRedirectTarget,
} from "@edu/shared";
import { z } from "zod";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import * as repo from "./content.repository";

const toPublic = (row: repo.SiteContentRow, locale: Locale): SiteContent => {
  const { values, missing_locales } = resolveTranslations(row.translations, locale);
  return {
    key: row.key,
    data: row.data,
    content: values,
    locale,
    missing_locales,
    updated_at: row.updatedAt.toISOString(),
  };
};

const toAdmin = (row: repo.SiteContentRow): SiteContentAdmin => ({
  key: row.key,
  data: row.data,
  translations: { en: {}, ...row.translations },
  missing_locales: findMissingLocales(row.translations),
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

/** Public read: private keys answer 404 like unknown ones. */
export async function getPublicSiteContent(db: DbOrTx, key: string, locale: Locale): Promise<SiteContent> {
  const row = isPrivateSiteContentKey(key) ? undefined : await repo.findSiteContent(db, key);
  if (!row) throw notFound();
  return toPublic(row, locale);
}

export async function listPublicSiteContent(db: DbOrTx, keys: string[] | undefined, locale: Locale) {
  const rows = await repo.listSiteContent(db, keys);
  return {
    data: rows.filter((row) => !isPrivateSiteContentKey(row.key)).map((row) => toPublic(row, locale)),
  };
}

export async function getSiteContentAdmin(db: DbOrTx, key: string): Promise<SiteContentAdmin> {
  const row = await repo.findSiteContent(db, key);
  if (!row) throw notFound();
  return toAdmin(row);
}

export async function listSiteContentAdmin(db: DbOrTx) {
  return { data: (await repo.listSiteContent(db)).map(toAdmin) };
}

/** The language-independent values of an entry (other modules: links, contact notification). */
export async function getSiteContentData(
  db: DbOrTx,
  key: string,
): Promise<Record<string, unknown> | undefined> {
  return (await repo.findSiteContent(db, key))?.data;
}

const emailList = z.array(z.email()).max(50);

/** Entries other features act on are checked, so a redirect or a mail never goes somewhere odd. */
function checkKnownEntry(key: string, data: Record<string, unknown>): void {
  const errors: Record<string, Array<"v.http_url" | "v.email_format">> = {};
  if (key === SITE_CONTENT_KEYS.links) {
    for (const [name, value] of Object.entries(data)) {
      if (name.endsWith("_url") && !(typeof value === "string" && isHttpUrl(value))) {
        errors[`data.${name}`] = ["v.http_url"];
      }
    }
  }
  if (key === SITE_CONTENT_KEYS.contactNotification && !emailList.safeParse(data.emails ?? []).success) {
    errors["data.emails"] = ["v.email_format"];
  }
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
}

export async function putSiteContent(
  db: Database,
  actor: Actor,
  key: string,
  input: PutSiteContentInput,
): Promise<SiteContentAdmin> {
  checkKnownEntry(key, input.data);
  return db.transaction(async (tx) => {
    const before = await repo.findSiteContent(tx, key);
    const row = await repo.upsertSiteContent(tx, {
      key,
      data: input.data,
      translations: input.translations,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: before ? "site_content.update" : "site_content.create",
      targetType: "site_content",
      targetId: key,
      before: before ? { data: before.data, translations: before.translations } : undefined,
      after: { data: row.data, translations: row.translations },
      requestId: actor.requestId,
    });
    return toAdmin(row);
  });
}

export async function deleteSiteContent(db: Database, actor: Actor, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findSiteContent(tx, key);
    if (!before) throw notFound();
    await repo.deleteSiteContent(tx, key);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "site_content.delete",
      targetType: "site_content",
      targetId: key,
      before: { data: before.data, translations: before.translations },
      requestId: actor.requestId,
    });
  });
}

/** Address configured in `site.links` under `field` (e.g. blogs_url), ready for a Location header, if it is a valid http(s) URL. */
export async function findConfiguredLink(db: DbOrTx, field: string): Promise<string | undefined> {
  const value = (await getSiteContentData(db, SITE_CONTENT_KEYS.links))?.[field];
  return toRedirectTarget(value);
}
