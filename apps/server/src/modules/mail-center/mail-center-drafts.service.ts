import type { Locale, MailContent, MailRecipientsInput } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, fieldError, notFound } from "../../http/app-error";
import * as repo from "./mail-center.repository";
import { getMail } from "./mail-center-read.service";
import { cleanContent } from "./mail-center-rules";

async function checkTemplate(db: DbOrTx, templateId: number | null | undefined) {
  if (!templateId) return null;
  if (!(await repo.findTemplate(db, templateId))) throw fieldError("template_id", "mail_template_not_found");
  return templateId;
}

type MailWrite = { template_id?: number | null; content: MailContent; recipients: MailRecipientsInput };

export async function createMail(db: Database, actor: Actor, input: MailWrite, locale: Locale) {
  const content = cleanContent(input.content, locale, { complete: false });
  const id = await db.transaction(async (tx) => {
    const templateId = await checkTemplate(tx, input.template_id);
    const row = await repo.insertMail(tx, {
      content,
      audience: input.recipients,
      templateId,
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    return row.id;
  });
  return draftDetail(db, id);
}

/** A draft as answered after a change (a draft has no deliveries to count). */
const draftDetail = (db: DbOrTx, id: number) => getMail(db, id, "smtp");

export async function updateMail(db: Database, actor: Actor, id: number, input: MailWrite, locale: Locale) {
  const content = cleanContent(input.content, locale, { complete: false });
  await db.transaction(async (tx) => {
    const before = await repo.findMail(tx, id, true);
    if (!before) throw notFound("mail_not_found");
    if (before.mail.status !== "draft") throw conflict("mail_already_sent");
    const templateId = await checkTemplate(tx, input.template_id);
    await repo.updateDraft(tx, id, { content, audience: input.recipients, templateId, updatedBy: actor.id });
  });
  return draftDetail(db, id);
}

export async function deleteMail(db: Database, id: number) {
  return db.transaction(async (tx) => {
    const before = await repo.findMail(tx, id, true);
    if (!before) throw notFound("mail_not_found");
    if (before.mail.status !== "draft") throw conflict("mail_already_sent");
    await repo.deleteDraft(tx, id);
    return { ok: true as const };
  });
}

/** A new draft with the same content and choice of recipients (how a sent mail is sent again). */
export async function duplicateMail(db: Database, actor: Actor, id: number) {
  const row = await repo.findMail(db, id);
  if (!row) throw notFound("mail_not_found");
  const copy = await repo.insertMail(db, {
    content: row.mail.content,
    audience: row.mail.audience,
    templateId: row.mail.templateId,
    createdBy: actor.id,
    updatedBy: actor.id,
  });
  return draftDetail(db, copy.id);
}
