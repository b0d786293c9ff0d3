import {
  type EnrolledSession,
  type EnrollmentContractSummary,
  type Locale,
  type PagedList,
  pagedList,
  resolveField,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { toWireTimeOrNull } from "../../http/wire-time";
import { contractTitleFor } from "./contract-templates";
import { findCourseSessionTitles } from "./course-sessions.bridge";
import {
  type ContractSummaryRow,
  type EnrolledSessionListRow,
  type EnrolledSessionRow,
  findContractsOf,
} from "./enrolled-sessions.repository";

/** `sessionTitle`, `locale`: the session's title in the reader's language, and that language. */
export function toContractSummary(
  contract: ContractSummaryRow,
  sessionTitle: string | null,
  locale: Locale,
): EnrollmentContractSummary {
  return {
    id: contract.id,
    title: contractTitleFor(contract.title, sessionTitle, locale),
    fee_amount: contract.feeAmount,
    currency: contract.currency,
    created_at: contract.createdAt.toISOString(),
    sent_at: toWireTimeOrNull(contract.sentAt),
    signed_at: toWireTimeOrNull(contract.signedAt),
    signer_name: contract.signerName,
    signer_ip: contract.signerIp,
    signer_user_id: contract.signerUserId,
  };
}

function toDto(
  row: EnrolledSessionRow,
  title: string | null,
  contract: ContractSummaryRow | undefined,
  locale: Locale,
): EnrolledSession {
  return {
    id: row.id,
    form_id: row.formId,
    course_session_id: row.courseSessionId,
    course_session_title: title,
    student_user_id: row.studentUserId,
    student_first_name: row.studentFirstName,
    student_last_name: row.studentLastName,
    student_email: row.studentEmail,
    student_phone: row.studentPhone,
    school: row.school,
    grade: row.grade,
    parent_user_id: row.parentUserId,
    contact_role: row.contactRole,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    home_phone: row.homePhone,
    address: row.address,
    line_id: row.lineId,
    type: row.type,
    tutoring_mode: row.tutoringMode,
    previous_classes: row.previousClasses,
    mandarin_help: row.mandarinHelp,
    referral: row.referral,
    group_enrollment: row.groupEnrollment,
    payment_way: row.paymentWay,
    currency: row.currency,
    notes: row.notes,
    admin_note: row.adminNote,
    locale: row.locale,
    is_read: row.isRead,
    status: row.status,
    payment_status: row.paymentStatus,
    need_pay_first: row.needPayFirst,
    wait_for_parent: row.waitForParent,
    contract: contract ? toContractSummary(contract, title, locale) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** DTOs with the session titles in the reader's language. */
export async function toEnrolledSessionDtos(
  db: DbOrTx,
  rows: EnrolledSessionRow[],
  locale: Locale = "en",
): Promise<EnrolledSession[]> {
  const [titles, contracts] = await readAll(db, [
    () =>
      findCourseSessionTitles(
        db,
        rows.map((row) => row.courseSessionId),
        locale,
      ),
    () =>
      findContractsOf(
        db,
        rows.map((row) => row.id),
      ),
  ]);
  return rows.map((row) =>
    toDto(row, titles.get(row.courseSessionId) ?? null, contracts.get(row.id), locale),
  );
}

/** DTOs of a page read with its titles and contracts (listEnrolledSessionPage). */
export const toEnrolledSessionListDtos = (
  items: EnrolledSessionListRow[],
  locale: Locale,
): EnrolledSession[] =>
  items.map((item) =>
    toDto(
      item.row,
      item.courseSessionTitle === null
        ? null
        : resolveField(item.courseSessionTitle, item.courseSessionTranslations, "title", locale),
      item.contract,
      locale,
    ),
  );

export async function toEnrolledSessionDto(
  db: DbOrTx,
  row: EnrolledSessionRow,
  locale: Locale = "en",
): Promise<EnrolledSession> {
  const [dto] = await toEnrolledSessionDtos(db, [row], locale);
  if (!dto) throw new Error("no dto");
  return dto;
}

/** The list answer (shared `pagedList`): a count past 1,000 reads "1,000+" (`total_capped: 1`). */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): PagedList<T> {
  return pagedList(data, total, page, perPage);
}

/** What the audit log keeps of an enrollment's state. */
export const stateView = (row: EnrolledSessionRow) => ({
  status: row.status,
  payment_status: row.paymentStatus,
  is_read: row.isRead,
  need_pay_first: row.needPayFirst,
  wait_for_parent: row.waitForParent,
  student_user_id: row.studentUserId,
  parent_user_id: row.parentUserId,
});
