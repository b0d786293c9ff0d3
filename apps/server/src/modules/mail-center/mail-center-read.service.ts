import {
  displayName,
  type MailAudience,
  type MailDetail,
  type MailListQuery,
  type MailRecipient,
  type MailRecipientsInput,
  type MailSummary,
  pagedList,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { notFound } from "../../http/app-error";
import * as repo from "./mail-center.repository";
import type { MailDelivery } from "./mail-center-rules";

// ---- answers

const nameOf = (first: string | null, last: string | null, username: string | null) =>
  username === null ? null : displayName({ first_name: first, last_name: last, username });

const EMPTY_COUNTS = { recipients: 0, queued: 0, sent: 0, failed: 0, held: 0 };

function toSummary(row: repo.MailWithNames, counts: repo.Counts | undefined): MailSummary {
  const { mail } = row;
  return {
    id: mail.id,
    status: mail.status,
    subject: mail.content.en?.subject ?? "",
    template_id: mail.templateId,
    created_by_name: nameOf(row.creatorFirstName, row.creatorLastName, row.creatorUsername),
    sent_by_name: nameOf(row.senderFirstName, row.senderLastName, row.senderUsername),
    created_at: mail.createdAt.toISOString(),
    updated_at: mail.updatedAt.toISOString(),
    sent_at: mail.sentAt?.toISOString() ?? null,
    counts: counts ?? EMPTY_COUNTS,
  };
}

async function toAudience(db: DbOrTx, audience: MailRecipientsInput): Promise<MailAudience> {
  const labels = await repo.audienceLabels(db, audience);
  return {
    users: labels.people.map((p) => ({
      id: p.id,
      name: displayName({ first_name: p.firstName, last_name: p.lastName, username: p.username }),
      email: p.email,
    })),
    tags: labels.tags,
    classes: labels.classes,
    class_audience: audience.class_audience,
    roles: audience.roles,
  };
}

// ---- mails

export async function listMails(db: DbOrTx, query: MailListQuery, delivery: MailDelivery) {
  const { rows, total } = await repo.listMailsPage(
    db,
    { status: query.status === "all" ? undefined : query.status, q: query.q },
    query.page,
    query.page_size,
  );
  const counts = await repo.deliveryCounts(
    db,
    rows.filter((row) => row.mail.status === "sent").map((row) => row.mail.id),
    delivery === "held",
  );
  return pagedList(
    rows.map((row) => toSummary(row, counts.get(row.mail.id))),
    total,
    query.page,
    query.page_size,
  );
}

export async function getMail(db: DbOrTx, id: number, delivery: MailDelivery): Promise<MailDetail> {
  const row = await repo.findMail(db, id);
  if (!row) throw notFound("mail_not_found");
  const sent = row.mail.status === "sent";
  const [counts, recipients, estimate] = await readAll(db, [
    () =>
      sent
        ? repo.deliveryCounts(db, [id], delivery === "held")
        : Promise.resolve(new Map<number, repo.Counts>()),
    () => toAudience(db, row.mail.audience),
    () => (sent ? Promise.resolve(row.mail.recipientCount) : repo.countAudience(db, row.mail.audience)),
  ]);
  return {
    ...toSummary(row, counts.get(id)),
    content: row.mail.content,
    recipients,
    recipient_count: estimate,
  };
}

export async function listRecipients(
  db: DbOrTx,
  id: number,
  query: { page: number; page_size: number; state?: MailRecipient["state"] },
  delivery: MailDelivery,
) {
  const row = await repo.findMail(db, id);
  if (!row) throw notFound("mail_not_found");
  const { rows, total } = await repo.listRecipientsPage(
    db,
    id,
    query.state,
    query.page,
    query.page_size,
    delivery === "held",
  );
  const data: MailRecipient[] = rows.map((r) => ({
    id: r.recipient.id,
    user_id: r.recipient.userId,
    name: r.recipient.name,
    email: r.recipient.email,
    locale: r.recipient.locale,
    state: r.state,
    error: r.error ?? null,
    attempts: r.attempts ?? 0,
    sent_at: r.sentAt?.toISOString() ?? null,
  }));
  return pagedList(data, total, query.page, query.page_size);
}
