import {
  type ContactMessage,
  type ContactMessageListQuery,
  type ContactUsInput,
  type Locale,
  SITE_CONTENT_KEYS,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import type { CaptchaVerifier } from "../captcha";
import { getSiteContentData } from "../content";
import * as repo from "./contact.repository";
import { contactNoticeMail } from "./contact-mail";

export type ContactDeps = { db: Database; verifyCaptcha: CaptchaVerifier };
export type ClientInfo = { locale: Locale; ip: string; userAgent?: string };
const toDto = (row: repo.ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  locale: row.locale,
  handled: row.handled,
  handled_at: row.handledAt?.toISOString() ?? null,
  handled_by: row.handledBy,
  created_at: row.createdAt.toISOString(),
});

/** A configured list (site content `private.contact-notification` → emails) wins; else every admin and staff. */
async function findRecipients(db: DbOrTx): Promise<Array<{ email: string; lang: Locale }>> {
  const configured = (await getSiteContentData(db, SITE_CONTENT_KEYS.contactNotification))?.emails;
  if (Array.isArray(configured) && configured.length > 0) {
    return configured
      .filter((e): e is string => typeof e === "string")
      .map((email) => ({ email, lang: "en" }));
  }
  return repo.listStaffRecipients(db);
}

/**
 * POST contact-us. Field checks ran already (schema); the captcha is checked next (single use), then
 * the message and one notification per recipient are written in one transaction (outbox).
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactUsInput, client: ClientInfo) {
  await deps.verifyCaptcha(deps.db, input);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertContactMessage(tx, {
      name: input.name,
      email: input.email || null,
      phone: input.phone || null,
      message: input.message,
      locale: client.locale,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    for (const recipient of await findRecipients(tx)) {
      const mail = contactNoticeMail(recipient.lang, { ...row, id: row.id });
      await enqueueMail(tx, {
        to: recipient.email,
        subject: mail.subject,
        text: mail.text,
        locale: recipient.lang,
        kind: "contact_notice",
        meta: { contact_message_id: row.id },
      });
    }
    return { ok: true as const, id: row.id };
  });
}

export async function listContactMessages(db: DbOrTx, query: ContactMessageListQuery) {
  const handled = query.status === "all" ? undefined : query.status === "handled";
  const { rows, total } = await repo.listContactMessagePage(
    db,
    { q: query.q, handled },
    query.page,
    query.page_size,
  );
  return toPage(rows.map(toDto), total, query.page, query.page_size);
}

export async function markHandled(db: Database, actor: Actor, id: number, handled: boolean) {
  return db.transaction(async (tx) => {
    const before = await repo.findContactMessage(tx, id);
    if (!before) throw notFound();
    const row = await repo.setHandled(tx, id, handled, actor.id);
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: actor.id,
      action: handled ? "contact_message.handled" : "contact_message.unhandled",
      targetType: "contact_message",
      targetId: id,
      before: { handled: before.handled },
      after: { handled: row.handled },
      requestId: actor.requestId,
    });
    return toDto(row);
  });
}
