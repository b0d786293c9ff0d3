import type { Locale } from "@edu/shared";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, fieldError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import * as repo from "./mail-center.repository";
import { getMail } from "./mail-center-read.service";
import {
  cleanContent,
  languageFor,
  type MailDelivery,
  renderMail,
  schoolFor,
  variablesFor,
} from "./mail-center-rules";

/**
 * Sends a draft, once: in one transaction the draft is locked and marked sent, its recipients are
 * resolved (active users with an email, each once) and stored, and each one's mail — in their
 * language, variables filled in — is written to the outbox. A mail already sent is refused (409)
 * and nothing is enqueued again.
 */
export async function sendMail(
  db: Database,
  actor: Actor,
  id: number,
  locale: Locale,
  delivery: MailDelivery,
) {
  await db.transaction(async (tx) => {
    const row = await repo.findMail(tx, id, true);
    if (!row) throw notFound("mail_not_found");
    if (row.mail.status !== "draft") throw conflict("mail_already_sent");
    const content = cleanContent(row.mail.content, locale, { complete: true });
    const people = await repo.resolveAudience(tx, row.mail.audience);
    if (people.length === 0) throw fieldError("recipients", "mail_no_recipients");
    const schools = await repo.findSchoolNames(tx);
    const rendered = people.map((person) => {
      const lang = languageFor(content, person.lang);
      const values = variablesFor(person, schoolFor(schools, lang));
      return { person, lang, values, mail: renderMail(content, lang, values) };
    });
    const inserted = await repo.insertRecipients(
      tx,
      rendered.map(({ person, lang, values }) => ({
        mailId: id,
        userId: person.id,
        name: values.name,
        email: person.email ?? "",
        locale: lang,
      })),
    );
    const recipientIds = new Map(inserted.map((r) => [r.userId, r.id]));
    const pairs: { id: number; outboxId: number }[] = [];
    for (const { person, lang, mail } of rendered) {
      const recipientId = recipientIds.get(person.id);
      if (!recipientId) throw new Error("recipient row missing");
      const outboxId = await enqueueMail(tx, {
        to: person.email ?? "",
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        locale: lang,
        kind: "mail_center",
        meta: { mail_id: id, recipient_id: recipientId, user_id: person.id },
      });
      pairs.push({ id: recipientId, outboxId });
    }
    await repo.setOutboxIds(tx, pairs);
    await repo.markSent(tx, id, actor.id, people.length);
    await recordAudit(tx, {
      actorId: actor.id,
      requestId: actor.requestId,
      action: "mail.sent",
      targetType: "mail",
      targetId: id,
      after: { recipients: people.length, subject: content.en.subject },
    });
  });
  return getMail(db, id, delivery);
}
