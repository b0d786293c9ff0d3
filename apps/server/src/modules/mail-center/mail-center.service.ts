import {
  displayName,
  fillMailVariables,
  type Locale,
  type MAIL_VARIABLES,
  type MailAudience,
  type MailContent,
  type MailDetail,
  type MailListQuery,
  type MailPreview,
  type MailRecipient,
  type MailRecipientsInput,
  type MailSummary,
  type MailTemplate,
  type MailVariable,
  pagedList,
  translateMessage,
  unknownMailVariables,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import type { Actor } from "../../http/actor";
import { AppError, conflict, type FieldErrors, fieldError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { isRichTextBlank, richTextInput, richTextToPlainText, sanitizeRichText } from "../../rich-text";
import { recordAudit } from "../audit";
import * as repo from "./mail-center.repository";

const CONTENT_LOCALES = ["en", "zh-TW", "zh-CN"] as const satisfies readonly Locale[];
/** When admins have not named the school in site content. */
const SCHOOL_FALLBACK: Record<Locale, string> = { en: "our school", "zh-TW": "本校", "zh-CN": "本校" };
/** Preview without a chosen recipient: a sample person (a Chinese name shows family name first). */
const SAMPLE: Record<Locale, { first: string; last: string; username: string }> = {
  en: { first: "Mei-Ling", last: "Wang", username: "meiling.wang" },
  "zh-TW": { first: "美玲", last: "王", username: "meiling.wang" },
  "zh-CN": { first: "美玲", last: "王", username: "meiling.wang" },
};

// ---- content: validation and rendering

/**
 * Cleans a mail's or template's three languages (bodies through the allow-list) and refuses unknown
 * variables (422, each field naming its unknown variables in the request's language). `complete`:
 * English needs a subject and a body, and another language has both or neither (templates on save,
 * mails when sent).
 */
export function cleanContent(
  content: MailContent,
  locale: Locale,
  rules: { complete: boolean; field?: string },
): MailContent {
  const prefix = rules.field ?? "content";
  const errors: FieldErrors = {};
  const out = {} as MailContent;
  for (const lang of CONTENT_LOCALES) {
    const subject = content[lang]?.subject.trim() ?? "";
    let body = "";
    try {
      body = richTextInput(`${prefix}.${lang}.body`, content[lang]?.body ?? "");
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      Object.assign(errors, error.options.fieldErrors);
    }
    out[lang] = { subject, body };
    for (const [part, text] of [
      ["subject", subject],
      ["body", body],
    ] as const) {
      const unknown = unknownMailVariables(text);
      if (unknown.length > 0) {
        const names = unknown.map((name) => `{{${name}}}`).join(", ");
        errors[`${prefix}.${lang}.${part}`] = [
          { text: translateMessage(locale, "v.mail_unknown_variables").replace("{names}", names) },
        ];
      }
    }
    if (rules.complete) {
      const hasBody = !isRichTextBlank(body);
      if (lang === "en" && !subject) errors[`${prefix}.en.subject`] ??= ["v.required"];
      if (lang === "en" && !hasBody) errors[`${prefix}.en.body`] ??= ["v.required"];
      if (lang !== "en" && subject && !hasBody) errors[`${prefix}.${lang}.body`] ??= ["v.mail_body_required"];
      if (lang !== "en" && !subject && hasBody)
        errors[`${prefix}.${lang}.subject`] ??= ["v.mail_subject_required"];
    } else if (lang === "en" && !subject) {
      errors[`${prefix}.en.subject`] ??= ["v.required"];
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
  return out;
}

/** The language a recipient gets: theirs when it has a subject, else English. */
export function languageFor(content: MailContent, lang: Locale): Locale {
  return content[lang]?.subject.trim() ? lang : "en";
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

type Recipient = Pick<repo.Person, "firstName" | "lastName" | "username">;

export function variablesFor(person: Recipient, school: string): Record<MailVariable, string> {
  const name = displayName({
    first_name: person.firstName,
    last_name: person.lastName,
    username: person.username,
  });
  return {
    name,
    first_name: person.firstName.trim() || name,
    username: person.username,
    school,
  } satisfies Record<(typeof MAIL_VARIABLES)[number], string>;
}

/** One recipient's mail: their language (else English), variables filled in (escaped in the HTML). */
export function renderMail(
  content: MailContent,
  locale: Locale,
  values: Record<MailVariable, string>,
): { subject: string; html: string; text: string } {
  const part = content[locale];
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]),
  ) as Record<MailVariable, string>;
  const html = sanitizeRichText(fillMailVariables(part.body, escaped));
  return {
    subject: fillMailVariables(part.subject, values).replace(/[\r\n]+/g, " "),
    html,
    text: fillMailVariables(richTextToPlainText(part.body), values),
  };
}

const schoolFor = (names: Partial<Record<Locale, string>>, locale: Locale) =>
  names[locale] ?? names.en ?? SCHOOL_FALLBACK[locale];

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

function toTemplate(row: repo.TemplateRow): MailTemplate {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---- mails

/**
 * Whether mail leaves through a mail server (`smtp`) or waits in the outbox (`held`: no SMTP_URL is
 * configured), as the outbox answers it: a recipient's waiting mail is then held, not queued.
 */
export type MailDelivery = "smtp" | "held";

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

/** The mail as one recipient (or a sample person) gets it, in their language or the one asked for. */
export async function previewMail(
  db: DbOrTx,
  input: { content: MailContent; recipient_id?: number | null; locale?: Locale },
  requestLocale: Locale,
): Promise<MailPreview> {
  const content = cleanContent(input.content, requestLocale, { complete: false });
  let person: Recipient & { id: number | null; email: string | null; lang: Locale };
  if (input.recipient_id) {
    const found = await repo.findPerson(db, input.recipient_id);
    if (!found) throw fieldError("recipient_id", "mail_recipient_not_found");
    person = found;
  } else {
    const lang = input.locale ?? requestLocale;
    const sample = SAMPLE[lang];
    person = {
      id: null,
      email: null,
      firstName: sample.first,
      lastName: sample.last,
      username: sample.username,
      lang,
    };
  }
  const lang = languageFor(content, input.locale ?? person.lang);
  const schools = await repo.findSchoolNames(db);
  const values = variablesFor(person, schoolFor(schools, lang));
  return {
    locale: lang,
    ...renderMail(content, lang, values),
    recipient: { id: person.id, name: values.name, email: person.email, lang: person.lang },
  };
}

// ---- templates

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
