import {
  type Locale,
  type MailContent,
  type MailDeliveryState,
  type MailRecipientsInput,
  SITE_CONTENT_KEYS,
} from "@edu/shared";
import { and, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { insertedRow, queryRows } from "../../db/query-rows";
import { readAll } from "../../db/read-all";
import { mailOutbox } from "../../mail/outbox.table";
import { sessionClasses, studentClassTickets } from "../classes/classes.table";
import { siteContent } from "../content/content.table";
import { tags, userTags } from "../tags/tags.table";
import { parentStudents, userRoles, users } from "../users/users.table";
import { mailRecipients, mails, mailTemplates } from "./mail-center.table";

export type MailRow = typeof mails.$inferSelect;
export type TemplateRow = typeof mailTemplates.$inferSelect;
export type Person = {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  username: string;
  lang: Locale;
  isActive: boolean;
};

const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  lang: users.lang,
  isActive: users.isActive,
};

/** Whom the choice reaches: any of the chosen users, tags, classes (students and/or parents), roles. */
function audienceCondition(db: DbOrTx, a: MailRecipientsInput): SQL | undefined {
  const anyOf: SQL[] = [];
  if (a.user_ids.length) anyOf.push(inArray(users.id, a.user_ids));
  if (a.tag_ids.length) {
    anyOf.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userTags)
          .where(and(eq(userTags.userId, users.id), inArray(userTags.tagId, a.tag_ids))),
      ),
    );
  }
  if (a.roles.length) {
    anyOf.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), inArray(userRoles.role, a.roles))),
      ),
    );
  }
  if (a.class_ids.length && a.class_audience !== "parents") {
    anyOf.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(studentClassTickets)
          .where(
            and(
              eq(studentClassTickets.studentUserId, users.id),
              inArray(studentClassTickets.sessionClassId, a.class_ids),
            ),
          ),
      ),
    );
  }
  if (a.class_ids.length && a.class_audience !== "students") {
    anyOf.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(parentStudents)
          .innerJoin(studentClassTickets, eq(studentClassTickets.studentUserId, parentStudents.studentId))
          .where(
            and(
              eq(parentStudents.parentId, users.id),
              inArray(studentClassTickets.sessionClassId, a.class_ids),
            ),
          ),
      ),
    );
  }
  if (anyOf.length === 0) return undefined;
  return and(eq(users.isActive, true), sql`${users.email} is not null`, ne(users.email, ""), or(...anyOf));
}

/** One row per person the choice reaches now (active, with an email), in id order. */
export async function resolveAudience(db: DbOrTx, audience: MailRecipientsInput): Promise<Person[]> {
  const where = audienceCondition(db, audience);
  if (!where) return [];
  return db.select(personColumns).from(users).where(where).orderBy(users.id);
}

export async function countAudience(db: DbOrTx, audience: MailRecipientsInput): Promise<number> {
  const where = audienceCondition(db, audience);
  if (!where) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return Number(row?.n ?? 0);
}

export async function findPerson(db: DbOrTx, id: number): Promise<Person | undefined> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The names of what was chosen, for the form and the view (ids that no longer exist drop out). */
export async function audienceLabels(db: DbOrTx, a: MailRecipientsInput) {
  const [people, tagRows, classRows] = await readAll(db, [
    () =>
      a.user_ids.length
        ? db.select(personColumns).from(users).where(inArray(users.id, a.user_ids)).orderBy(users.id)
        : Promise.resolve([] as Person[]),
    () =>
      a.tag_ids.length
        ? db
            .select({ id: tags.id, name: tags.name })
            .from(tags)
            .where(inArray(tags.id, a.tag_ids))
            .orderBy(tags.id)
        : Promise.resolve([]),
    () =>
      a.class_ids.length
        ? db
            .select({ id: sessionClasses.id, name: sessionClasses.name })
            .from(sessionClasses)
            .where(inArray(sessionClasses.id, a.class_ids))
            .orderBy(sessionClasses.id)
        : Promise.resolve([]),
  ]);
  return { people, tags: tagRows, classes: classRows };
}

/** The school's name per language from site content (`site.contact` company_name), if admins set one. */
export async function findSchoolNames(db: DbOrTx): Promise<Partial<Record<Locale, string>>> {
  const [row] = await db
    .select({ translations: siteContent.translations })
    .from(siteContent)
    .where(eq(siteContent.key, SITE_CONTENT_KEYS.contact));
  const names: Partial<Record<Locale, string>> = {};
  for (const locale of ["en", "zh-TW", "zh-CN"] as const) {
    const name = row?.translations[locale]?.company_name;
    if (typeof name === "string" && name.trim()) names[locale] = name.trim();
  }
  return names;
}

// ---- mails

const creator = alias(users, "creator");
const sender = alias(users, "sender");
const mailSelection = {
  mail: mails,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  creatorUsername: creator.username,
  senderFirstName: sender.firstName,
  senderLastName: sender.lastName,
  senderUsername: sender.username,
};
type SelectedMail = {
  mail: MailRow;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorUsername: string | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderUsername: string | null;
};
export type MailWithNames = SelectedMail;

const englishSubject = sql`(${mails.content} -> 'en' ->> 'subject')`;

export async function insertMail(db: DbOrTx, values: typeof mails.$inferInsert) {
  return insertedRow(await db.insert(mails).values(values).returning(), "mails");
}

/** Changes a draft; undefined when it is not a draft (any more). */
export async function updateDraft(db: DbOrTx, id: number, values: Partial<typeof mails.$inferInsert>) {
  const [row] = await db
    .update(mails)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(mails.id, id), eq(mails.status, "draft")))
    .returning({ id: mails.id });
  return row;
}

export async function deleteDraft(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(mails)
    .where(and(eq(mails.id, id), eq(mails.status, "draft")))
    .returning({ id: mails.id });
  return row;
}

/** Draft → sent, once: the row lock makes a second send (even a concurrent one) find no draft. */
export async function markSent(db: DbOrTx, id: number, by: number, recipientCount: number) {
  const [row] = await db
    .update(mails)
    .set({ status: "sent", sentAt: sql`now()`, sentBy: by, recipientCount, updatedAt: sql`now()` })
    .where(and(eq(mails.id, id), eq(mails.status, "draft")))
    .returning({ id: mails.id });
  return row;
}

export async function findMail(db: DbOrTx, id: number, forUpdate = false): Promise<SelectedMail | undefined> {
  const query = db
    .select(mailSelection)
    .from(mails)
    .leftJoin(creator, eq(creator.id, mails.createdBy))
    .leftJoin(sender, eq(sender.id, mails.sentBy))
    .where(eq(mails.id, id));
  const [row] = forUpdate ? await query.for("update", { of: mails }) : await query;
  return row;
}

export async function listMailsPage(
  db: DbOrTx,
  filter: { status?: "draft" | "sent"; q?: string },
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(mails.status, filter.status));
  if (filter.q) conditions.push(ilike(englishSubject, containsPattern(filter.q)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select(mailSelection)
        .from(mails)
        .leftJoin(creator, eq(creator.id, mails.createdBy))
        .leftJoin(sender, eq(sender.id, mails.sentBy))
        .where(where)
        .orderBy(desc(mails.createdAt), desc(mails.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => countUpTo(db, mails, where),
  ]);
  return { rows, total };
}

export type Counts = { recipients: number; queued: number; sent: number; failed: number; held: number };

/**
 * A recipient's delivery state from its outbox row. `held`: no mail server is configured (no SMTP_URL),
 * so nothing leaves and a waiting mail is held rather than queued (the outbox keeps it until one is).
 */
const stateOf = (held: boolean) => sql<MailDeliveryState>`case ${mailOutbox.status}
  when 'sent' then 'sent' when 'failed' then 'failed' when 'held' then 'held'
  else ${sql.raw(held ? "'held'" : "'queued'")} end`;

/** Each mail's recipients by delivery state, read from the outbox (`held`: see stateOf). */
export async function deliveryCounts(
  db: DbOrTx,
  mailIds: number[],
  held: boolean,
): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>();
  if (mailIds.length === 0) return counts;
  const state = stateOf(held);
  const rows = await queryRows<{
    mail_id: number;
    recipients: number;
    sent: number;
    failed: number;
    held: number;
  }>(
    db,
    sql`select ${mailRecipients.mailId} as mail_id,
        count(*)::int as recipients,
        (count(*) filter (where ${state} = 'sent'))::int as sent,
        (count(*) filter (where ${state} = 'failed'))::int as failed,
        (count(*) filter (where ${state} = 'held'))::int as held
      from ${mailRecipients} left join ${mailOutbox} on ${mailOutbox.id} = ${mailRecipients.outboxId}
      where ${mailRecipients.mailId} in (${sql.join(
        mailIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by ${mailRecipients.mailId}`,
  );
  for (const row of rows) {
    const recipients = Number(row.recipients);
    const sent = Number(row.sent);
    const failed = Number(row.failed);
    const waiting = Number(row.held);
    counts.set(Number(row.mail_id), {
      recipients,
      sent,
      failed,
      held: waiting,
      queued: recipients - sent - failed - waiting,
    });
  }
  return counts;
}

export async function insertRecipients(db: DbOrTx, values: (typeof mailRecipients.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db
    .insert(mailRecipients)
    .values(values)
    .returning({ id: mailRecipients.id, userId: mailRecipients.userId });
}

/** Links each recipient row to its outbox row (one statement per 500). */
export async function setOutboxIds(db: DbOrTx, pairs: { id: number; outboxId: number }[]) {
  for (let start = 0; start < pairs.length; start += 500) {
    const chunk = pairs.slice(start, start + 500);
    await db.execute(sql`update ${mailRecipients} set outbox_id = v.outbox_id
      from (values ${sql.join(
        chunk.map((p) => sql`(${p.id}::int, ${p.outboxId}::bigint)`),
        sql`, `,
      )}) as v(id, outbox_id)
      where ${mailRecipients.id} = v.id`);
  }
}

export async function listRecipientsPage(
  db: DbOrTx,
  mailId: number,
  state: MailDeliveryState | undefined,
  page: number,
  pageSize: number,
  held: boolean,
) {
  const stateOfRow = stateOf(held);
  const where = and(eq(mailRecipients.mailId, mailId), state ? sql`${stateOfRow} = ${state}` : undefined);
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select({
          recipient: mailRecipients,
          state: stateOfRow,
          error: mailOutbox.lastError,
          attempts: mailOutbox.attempts,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailRecipients)
        .leftJoin(mailOutbox, eq(mailOutbox.id, mailRecipients.outboxId))
        .where(where)
        .orderBy(mailRecipients.id)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailRecipients)
        .leftJoin(mailOutbox, eq(mailOutbox.id, mailRecipients.outboxId))
        .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

// ---- templates

export async function insertTemplate(db: DbOrTx, values: typeof mailTemplates.$inferInsert) {
  return insertedRow(await db.insert(mailTemplates).values(values).returning(), "mail_templates");
}

export async function updateTemplate(
  db: DbOrTx,
  id: number,
  values: Partial<typeof mailTemplates.$inferInsert>,
) {
  const [row] = await db
    .update(mailTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mailTemplates.id, id))
    .returning();
  return row;
}

export async function deleteTemplate(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(mailTemplates)
    .where(eq(mailTemplates.id, id))
    .returning({ id: mailTemplates.id });
  return row;
}

export async function findTemplate(db: DbOrTx, id: number) {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  return row;
}

export async function listTemplatesPage(db: DbOrTx, q: string | undefined, page: number, pageSize: number) {
  const where = q ? ilike(mailTemplates.name, containsPattern(q)) : undefined;
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select()
        .from(mailTemplates)
        .where(where)
        .orderBy(mailTemplates.name, mailTemplates.id)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => countUpTo(db, mailTemplates, where),
  ]);
  return { rows, total };
}

export type { MailContent };
