import { type Locale, type MailContent, type MailTemplate, pagedList } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import * as repo from "./mail-center.repository";
import { cleanContent } from "./mail-center-rules";

function toTemplate(row: repo.TemplateRow): MailTemplate {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(db: DbOrTx, query: { page: number; page_size: number; q?: string }) {
  const { rows, total } = await repo.listTemplatesPage(db, query.q, query.page, query.page_size);
  return pagedList(rows.map(toTemplate), total, query.page, query.page_size);
}

export async function createTemplate(
  db: Database,
  actor: Actor,
  input: { name: string; content: MailContent },
  locale: Locale,
) {
  const content = cleanContent(input.content, locale, { complete: true });
  const row = await repo.insertTemplate(db, {
    name: input.name,
    content,
    createdBy: actor.id,
    updatedBy: actor.id,
  });
  return toTemplate(row);
}

export async function updateTemplate(
  db: Database,
  actor: Actor,
  id: number,
  input: { name: string; content: MailContent },
  locale: Locale,
) {
  const content = cleanContent(input.content, locale, { complete: true });
  const row = await repo.updateTemplate(db, id, { name: input.name, content, updatedBy: actor.id });
  if (!row) throw notFound("mail_template_not_found");
  return toTemplate(row);
}

export async function deleteTemplate(db: Database, id: number) {
  const row = await repo.deleteTemplate(db, id);
  if (!row) throw notFound("mail_template_not_found");
  return { ok: true as const };
}
