import {
  type Faq,
  type FaqAdmin,
  type FaqLabel,
  type FaqLabelAdmin,
  type FaqTopic,
  type FaqTopicAdmin,
  findMissingLocales,
  type Locale,
  resolveTranslations,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { recordAudit } from "../audit";
import type { StoredTranslations } from "../content";
import type * as repo from "./faq.repository";

const text = (value: unknown) => (typeof value === "string" ? value : "");
export const stored = (translations: unknown) => translations as StoredTranslations;

// ---- DTOs ----

export function toTopic(row: repo.FaqTopicRow, faqCount: number, locale: Locale): FaqTopic {
  const { values, missing_locales } = resolveTranslations(row.translations, locale);
  return {
    id: row.id,
    slug: row.slug,
    sort_order: row.sortOrder,
    name: text(values.name),
    description: text(values.description),
    faq_count: Number(faqCount),
    locale,
    missing_locales,
  };
}

export const toTopicAdmin = (row: repo.FaqTopicRow, faqCount: number): FaqTopicAdmin => ({
  id: row.id,
  slug: row.slug,
  sort_order: row.sortOrder,
  translations: { en: {}, ...row.translations } as FaqTopicAdmin["translations"],
  missing_locales: findMissingLocales(row.translations),
  faq_count: Number(faqCount),
  updated_at: row.updatedAt.toISOString(),
});

export function toLabel(row: repo.FaqLabelRow, locale: Locale): FaqLabel {
  const { values, missing_locales } = resolveTranslations(row.translations, locale);
  return { id: row.id, sort_order: row.sortOrder, name: text(values.name), locale, missing_locales };
}

export const toLabelAdmin = (row: repo.FaqLabelRow): FaqLabelAdmin => ({
  id: row.id,
  sort_order: row.sortOrder,
  translations: { en: {}, ...row.translations } as FaqLabelAdmin["translations"],
  missing_locales: findMissingLocales(row.translations),
  updated_at: row.updatedAt.toISOString(),
});

export function toFaq(row: repo.FaqRow, locale: Locale): Faq {
  const { values, missing_locales } = resolveTranslations(row.translations, locale);
  return {
    id: row.id,
    faq_topic_id: row.faqTopicId,
    faq_topic_slug: row.topicSlug,
    faq_label_id: row.faqLabelId,
    sort_order: row.sortOrder,
    question: text(values.question),
    answer: text(values.answer),
    locale,
    missing_locales,
  };
}

export const toFaqAdmin = (row: repo.FaqRow): FaqAdmin => ({
  id: row.id,
  faq_topic_id: row.faqTopicId,
  faq_topic_slug: row.topicSlug,
  faq_label_id: row.faqLabelId,
  sort_order: row.sortOrder,
  is_published: row.isPublished,
  translations: { en: {}, ...row.translations } as FaqAdmin["translations"],
  missing_locales: findMissingLocales(row.translations),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  targetType: string,
  targetId: number,
  before?: unknown,
  after?: unknown,
) {
  return recordAudit(tx, {
    actorId: actor.id,
    action,
    targetType,
    targetId,
    before,
    after,
    requestId: actor.requestId,
  });
}
