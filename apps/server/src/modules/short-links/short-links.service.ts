import { randomBytes } from "node:crypto";
import {
  type CreateShortUrlInput,
  isHttpUrl,
  RESERVED_SHORT_URL_KEYS,
  SHORT_URL_KEY_PATTERN,
  type ShortUrl,
  type ShortUrlListQuery,
  toRedirectTarget,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import * as repo from "./short-links.repository";

/** 9 random bytes → 12 URL-safe characters (72 bits): not guessable by walking keys. */
export const generateShortKey = () => randomBytes(9).toString("base64url");

export const shortUrlFor = (publicUrl: string, key: string) =>
  `${publicUrl.replace(/\/+$/, "")}/l/${encodeURIComponent(key)}`;

const toDto = (row: repo.ShortLinkRow, publicUrl: string): ShortUrl => ({
  id: row.id,
  full_url: row.fullUrl,
  short_url_key: row.key,
  default_short_url: shortUrlFor(publicUrl, row.key),
  visit_count: row.visitCount,
  last_visited_at: row.lastVisitedAt?.toISOString() ?? null,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

export async function listShortUrls(db: DbOrTx, publicUrl: string, query: ShortUrlListQuery) {
  const { rows, total } = await repo.listShortLinkPage(db, query.q, query.page, query.page_size);
  return toPage(
    rows.map((row) => toDto(row, publicUrl)),
    total,
    query.page,
    query.page_size,
  );
}

const isReserved = (key: string) =>
  (RESERVED_SHORT_URL_KEYS as readonly string[]).includes(key.toLowerCase());

/** A custom key that is taken (or reserved) is a field error; a generated key is retried on the rare clash. */
export async function createShortUrl(
  db: Database,
  actor: Actor,
  publicUrl: string,
  input: CreateShortUrlInput,
): Promise<ShortUrl> {
  if (!isHttpUrl(input.full_url)) throw fieldError("full_url", "v.http_url");
  if (input.short_url_key && isReserved(input.short_url_key)) {
    throw fieldError("short_url_key", "short_url_key_taken");
  }
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const key = input.short_url_key ?? generateShortKey();
      const row = await repo.insertShortLink(tx, { key, fullUrl: input.full_url, createdBy: actor.id });
      if (row) {
        const dto = toDto(row, publicUrl);
        await recordAudit(tx, {
          actorId: actor.id,
          action: "short_url.create",
          targetType: "short_url",
          targetId: row.id,
          after: { short_url_key: row.key, full_url: row.fullUrl },
          requestId: actor.requestId,
        });
        return dto;
      }
      if (input.short_url_key) throw fieldError("short_url_key", "short_url_key_taken");
    }
    throw new AppError("conflict");
  });
}

/** GET revert-short-url: the full address of a key (not counted as a visit). */
export async function revertShortUrl(db: DbOrTx, key: string): Promise<{ full_url: string }> {
  const row = await repo.findByKey(db, key);
  if (!row) throw notFound();
  return { full_url: row.fullUrl };
}

/** /l/{key}: counts the visit and answers where to go, or undefined for an unknown key. */
export async function visitShortUrl(db: DbOrTx, key: string): Promise<string | undefined> {
  if (!SHORT_URL_KEY_PATTERN.test(key)) return undefined;
  const target = await repo.recordVisit(db, key);
  return toRedirectTarget(target);
}

export async function deleteShortUrl(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findById(tx, id);
    if (!before) throw notFound();
    await repo.deleteShortLink(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "short_url.delete",
      targetType: "short_url",
      targetId: id,
      before: { short_url_key: before.key, full_url: before.fullUrl, visit_count: before.visitCount },
      requestId: actor.requestId,
    });
  });
}
