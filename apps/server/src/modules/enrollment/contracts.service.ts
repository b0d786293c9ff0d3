import {
  type CreateEnrollmentContractInput,
  type EnrollmentContract,
  type Locale,
  type Role,
  type SignEnrollmentContractInput,
  toEnrollmentCurrency,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, forbidden, notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import { findUsersByIds } from "../users";
import { findSchoolName } from "./contract-party.repository";
import { renderContractPdf } from "./contract-pdf";
import { CONTRACT_LABELS, composeContractTitle, personName, renderContractBody } from "./contract-templates";
import { findCourseSessions, sessionTitleFor } from "./course-sessions.bridge";
import { type ContractRow, findContractsOf, isEnrollmentFamily } from "./enrolled-sessions.repository";
import { assertCanSee, getEnrolledSessionOrThrow } from "./enrolled-sessions.service";
import { enrollmentContracts } from "./enrollment.table";
import { contractMail } from "./enrollment-mail";

/** The school's zone (users.timezone's default) when the reader's is unknown. */
const DEFAULT_TIMEZONE = "Asia/Taipei";

type Caller = { id: number; roles: readonly Role[] };
export type SignerClient = { ip: string; userAgent?: string; requestId?: string };

/** `locale`: the enrollment's language, in which the contract text was frozen when created. */
export function toContractDto(row: ContractRow, locale: Locale): EnrollmentContract {
  return {
    id: row.id,
    enrolled_session_id: row.enrolledSessionId,
    template: row.template,
    title: row.title,
    body: row.body,
    locale,
    fee_amount: row.feeAmount,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    sent_at: toWireTimeOrNull(row.sentAt),
    signed_at: toWireTimeOrNull(row.signedAt),
    signer_name: row.signerName,
    signer_ip: row.signerIp,
    signer_user_id: row.signerUserId,
    pdf_url: `/api/enrolled-session/${row.enrolledSessionId}/contract.pdf`,
  };
}

const auditView = (row: ContractRow) => ({
  title: row.title,
  template: row.template,
  fee_amount: row.feeAmount,
  currency: row.currency,
  signed_at: toWireTimeOrNull(row.signedAt),
  signer_name: row.signerName,
  signer_ip: row.signerIp,
});

async function getContractOrThrow(db: DbOrTx, enrolledSessionId: number, lock = false): Promise<ContractRow> {
  const query = db
    .select()
    .from(enrollmentContracts)
    .where(eq(enrollmentContracts.enrolledSessionId, enrolledSessionId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("contract_not_found");
  return row;
}

/** Creates the contract from a template and the session's terms; an unsigned one is replaced. */
export async function createContract(db: Database, actor: Actor, input: CreateEnrollmentContractInput) {
  return db.transaction(async (tx) => {
    const enrolled = await getEnrolledSessionOrThrow(tx, input.enrolled_session_id, true);
    const existing = (await findContractsOf(tx, [enrolled.id])).get(enrolled.id);
    if (existing?.signedAt) throw conflict("contract_already_signed");
    const session = (await findCourseSessions(tx, [enrolled.courseSessionId])).get(enrolled.courseSessionId);
    const template = input.template ?? enrolled.type;
    const currency = input.currency ?? toEnrollmentCurrency(session?.currency) ?? enrolled.currency;
    const feeAmount = input.fee_amount ?? session?.fee ?? null;
    const locale = enrolled.locale;
    // The contract is written in the enrollment's language: the session's title in that language too.
    const sessionTitle = session ? sessionTitleFor(session, locale) : `#${enrolled.courseSessionId}`;
    const title = input.title ?? composeContractTitle(locale, sessionTitle);
    const studentName = personName(enrolled.studentFirstName, enrolled.studentLastName);
    const body = renderContractBody(locale, template, {
      schoolName: await findSchoolName(tx, locale),
      studentName,
      contactName: enrolled.contactName || studentName,
      sessionTitle,
      startDate: session?.startDate ?? null,
      endDate: session?.endDate ?? null,
      feeAmount,
      currency,
      needPayFirst: enrolled.needPayFirst,
      extraTerms: input.extra_terms ?? "",
    });
    if (existing) await tx.delete(enrollmentContracts).where(eq(enrollmentContracts.id, existing.id));
    const [row] = await tx
      .insert(enrollmentContracts)
      .values({
        enrolledSessionId: enrolled.id,
        template,
        title,
        body,
        feeAmount,
        currency,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, {
      actorId: actor.id,
      action: existing ? "enrollment_contract.replace" : "enrollment_contract.create",
      targetType: "enrolled_session",
      targetId: enrolled.id,
      before: existing ? auditView(existing) : undefined,
      after: auditView(row),
      requestId: actor.requestId,
    });
    return toContractDto(row, locale);
  });
}

/** Only the enrollment's parent or student (or a parent of that student) signs; recorded once. */
export async function signContract(
  db: Database,
  caller: Caller,
  client: SignerClient,
  input: SignEnrollmentContractInput,
) {
  return db.transaction(async (tx) => {
    const enrolled = await getEnrolledSessionOrThrow(tx, input.enrolled_session_id, true);
    if (!(await isEnrollmentFamily(tx, enrolled, caller.id))) throw forbidden();
    const contract = await getContractOrThrow(tx, enrolled.id, true);
    if (contract.signedAt) throw conflict("contract_already_signed");
    const [row] = await tx
      .update(enrollmentContracts)
      .set({
        signedAt: new Date(),
        signerName: input.signer_name,
        signerIp: client.ip,
        signerUserAgent: client.userAgent ?? null,
        signerUserId: caller.id,
      })
      .where(eq(enrollmentContracts.id, contract.id))
      .returning();
    if (!row) throw notFound("contract_not_found");
    await recordAudit(tx, {
      actorId: caller.id,
      action: "enrollment_contract.sign",
      targetType: "enrolled_session",
      targetId: enrolled.id,
      before: auditView(contract),
      after: auditView(row),
      requestId: client.requestId,
    });
    return toContractDto(row, enrolled.locale);
  });
}

/** Mails the parent (else the contact, else the student) a link to read and sign the contract. */
export async function sendContractEmail(
  db: Database,
  actor: Actor,
  publicUrl: string,
  enrolledSessionId: number,
) {
  return db.transaction(async (tx) => {
    const enrolled = await getEnrolledSessionOrThrow(tx, enrolledSessionId, true);
    const contract = await getContractOrThrow(tx, enrolled.id, true);
    const [parent] = enrolled.parentUserId ? await findUsersByIds(tx, [enrolled.parentUserId]) : [];
    const to = parent?.email || enrolled.contactEmail || enrolled.studentEmail;
    const name = parent
      ? personName(parent.firstName, parent.lastName) || parent.username
      : enrolled.contactName || enrolled.studentFirstName;
    const locale: Locale = parent?.lang ?? enrolled.locale;
    const link = new URL(`/applications?contract=${enrolled.id}`, publicUrl).toString();
    const mail = contractMail(locale, name, contract.title, link);
    await enqueueMail(tx, {
      to,
      ...mail,
      locale,
      kind: "enrollment_contract",
      meta: { enrolled_session_id: enrolled.id },
    });
    const [row] = await tx
      .update(enrollmentContracts)
      .set({ sentAt: new Date() })
      .where(eq(enrollmentContracts.id, contract.id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: "enrollment_contract.send",
      targetType: "enrolled_session",
      targetId: enrolled.id,
      after: { to },
      requestId: actor.requestId,
    });
    return toContractDto(row ?? contract, enrolled.locale);
  });
}

export async function getContract(db: DbOrTx, caller: Caller, enrolledSessionId: number) {
  const enrolled = await getEnrolledSessionOrThrow(db, enrolledSessionId);
  await assertCanSee(db, caller, enrolled);
  return toContractDto(await getContractOrThrow(db, enrolled.id), enrolled.locale);
}

/**
 * The PDF with its labels in the reader's language and the signing time in the reader's time zone:
 * `timezone` as the browser gives it, else the reader's saved time zone (users.timezone).
 */
export async function getContractPdf(
  db: DbOrTx,
  caller: Caller,
  enrolledSessionId: number,
  locale: Locale,
  timezone?: string,
) {
  const enrolled = await getEnrolledSessionOrThrow(db, enrolledSessionId);
  await assertCanSee(db, caller, enrolled);
  const contract = await getContractOrThrow(db, enrolled.id);
  const [reader] = timezone ? [] : await findUsersByIds(db, [caller.id]);
  const signature =
    contract.signedAt && contract.signerName
      ? { name: contract.signerName, signedAt: contract.signedAt, ip: contract.signerIp ?? "" }
      : null;
  return renderContractPdf({
    title: contract.title,
    body: contract.body,
    locale,
    timezone: timezone ?? reader?.timezone ?? DEFAULT_TIMEZONE,
    signature,
    labels: CONTRACT_LABELS[locale],
  });
}
