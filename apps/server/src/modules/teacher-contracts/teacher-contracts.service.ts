import type {
  CreateTeacherContractInput,
  SearchTeacherContractsQuery,
  TeacherContract,
  TeacherContractPage,
  UpdateTeacherContractInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { fieldError, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { recordAudit } from "../audit";
import { type FileReadGrant, findDocument, toDocumentDto } from "../uploads";
import { userHasRole } from "../users";
import {
  type ContractFilters,
  type ContractWithRefs,
  deleteContract,
  findContract,
  findContractWithRefs,
  insertContract,
  isContractDocumentOf,
  type NewTeacherContract,
  searchContracts,
  type TeacherContractRow,
  updateContract,
} from "./teacher-contracts.repository";

/** A teacher may open the document attached to their own contract: a read grant for /files, which the
 * module's manifest contributes to uploads (the `fileReadGrants` extension point). */
export const teacherReadsOwnContractDocument: FileReadGrant = (db, uploadId, userId) =>
  isContractDocumentOf(db, uploadId, userId);

export function toContractDto({ contract, teacher, document }: ContractWithRefs): TeacherContract {
  return {
    id: contract.id,
    teacher_id: contract.teacherId,
    teacher: {
      id: teacher.id,
      username: teacher.username,
      first_name: teacher.firstName,
      last_name: teacher.lastName,
    },
    title: contract.title,
    start_date: contract.startDate,
    end_date: contract.endDate,
    hourly_rate: contract.hourlyRate,
    currency: contract.currency,
    status: contract.status,
    notes: contract.notes,
    document_upload_id: contract.documentUploadId,
    document: document ? toDocumentDto(document) : null,
    created_at: toWireTime(contract.createdAt),
    updated_at: toWireTime(contract.updatedAt),
  };
}

/** What the audit log keeps of a contract: every term, money included. */
const auditView = (row: TeacherContractRow) => ({
  teacher_id: row.teacherId,
  title: row.title,
  start_date: row.startDate,
  end_date: row.endDate,
  hourly_rate: row.hourlyRate,
  currency: row.currency,
  status: row.status,
  notes: row.notes,
  document_upload_id: row.documentUploadId,
});

async function listPage(
  db: DbOrTx,
  filters: ContractFilters,
  page: number,
  perPage: number,
): Promise<TeacherContractPage> {
  const { rows, total } = await searchContracts(db, filters, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data: rows.map(toContractDto),
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export function searchTeacherContracts(db: DbOrTx, query: SearchTeacherContractsQuery) {
  return listPage(
    db,
    {
      teacherId: query.teacher_id,
      status: query.status,
      q: query.q || undefined,
      from: query.from,
      to: query.to,
    },
    query.page,
    query.page_size,
  );
}

export function listMyTeacherContracts(db: DbOrTx, teacherId: number, page: number, perPage: number) {
  return listPage(db, { teacherId }, page, perPage);
}

async function assertTeacher(db: DbOrTx, teacherId: number): Promise<void> {
  if (!(await userHasRole(db, teacherId, "teacher"))) throw fieldError("teacher_id", "v.teacher_not_found");
}

async function assertDocument(db: DbOrTx, uploadId: number | null | undefined): Promise<void> {
  if (uploadId == null) return;
  if (!(await findDocument(db, uploadId))) throw fieldError("document_upload_id", "v.document_not_found");
}

async function getDtoOrThrow(db: DbOrTx, id: number): Promise<TeacherContract> {
  const row = await findContractWithRefs(db, id);
  if (!row) throw notFound();
  return toContractDto(row);
}

export async function createTeacherContract(
  db: Database,
  actorId: number,
  input: CreateTeacherContractInput,
  requestId?: string,
): Promise<TeacherContract> {
  return db.transaction(async (tx) => {
    await assertTeacher(tx, input.teacher_id);
    await assertDocument(tx, input.document_upload_id);
    const row = await insertContract(tx, {
      teacherId: input.teacher_id,
      title: input.title,
      startDate: input.start_date,
      endDate: input.end_date ?? null,
      hourlyRate: input.hourly_rate,
      currency: input.currency,
      status: input.status ?? "draft",
      notes: input.notes ?? "",
      documentUploadId: input.document_upload_id ?? null,
    });
    await recordAudit(tx, {
      actorId,
      action: "teacher_contract.create",
      targetType: "teacher_contract",
      targetId: row.id,
      after: auditView(row),
      requestId,
    });
    return getDtoOrThrow(tx, row.id);
  });
}

export async function updateTeacherContract(
  db: Database,
  actorId: number,
  id: number,
  input: UpdateTeacherContractInput,
  requestId?: string,
): Promise<TeacherContract> {
  return db.transaction(async (tx) => {
    const before = await findContract(tx, id);
    if (!before) throw notFound();
    const startDate = input.start_date ?? before.startDate;
    const endDate = input.end_date === undefined ? before.endDate : input.end_date;
    if (endDate && endDate < startDate) throw fieldError("end_date", "v.end_before_start");
    if (input.teacher_id !== undefined && input.teacher_id !== before.teacherId) {
      await assertTeacher(tx, input.teacher_id);
    }
    await assertDocument(tx, input.document_upload_id);
    const changes: Partial<NewTeacherContract> = {
      teacherId: input.teacher_id,
      title: input.title,
      startDate: input.start_date,
      endDate: input.end_date,
      hourlyRate: input.hourly_rate,
      currency: input.currency,
      status: input.status,
      notes: input.notes,
      documentUploadId: input.document_upload_id,
    };
    const after = await updateContract(tx, id, changes);
    if (!after) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: "teacher_contract.update",
      targetType: "teacher_contract",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
      requestId,
    });
    return getDtoOrThrow(tx, id);
  });
}

export async function deleteTeacherContract(
  db: Database,
  actorId: number,
  id: number,
  requestId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findContract(tx, id);
    if (!before) throw notFound();
    await deleteContract(tx, id);
    await recordAudit(tx, {
      actorId,
      action: "teacher_contract.delete",
      targetType: "teacher_contract",
      targetId: id,
      before: auditView(before),
      requestId,
    });
  });
}
