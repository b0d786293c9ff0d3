import type { PagedList } from "@edu/shared";
import type {
  CreateMonetaryStatementInput,
  CreatePayrollInput,
  CreateTeacherPaymentInput,
  MonetaryStatement,
  PayrollCheckedInput,
  PayrollDetail,
  PayrollMarkPaidInput,
  PayrollProblemInput,
  PayrollState,
  PayrollSummary,
  PayrollTransactionInput,
  PayrollUnpaidLines,
  SendPayrollInput,
  TeacherLedger,
  TeacherPayment,
  TeacherUnpaid,
  UpdateMonetaryStatementInput,
  UpdatePayrollInput,
  UpdateTeacherPaymentInput,
} from "@edu/shared/payroll";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const payrollKeys = {
  all: ["payroll"] as const,
  teachersUnpaid: (filters: { page: number; keyword?: string }) =>
    ["payroll", "teachers-unpaid", filters] as const,
  statements: (filters: StatementFilters) => ["payroll", "statements", filters] as const,
  statement: (id: number) => ["payroll", "statement", id] as const,
  unpaidLines: (teacherId: number, from?: string, to?: string) =>
    ["payroll", "unpaid-lines", teacherId, from ?? "", to ?? ""] as const,
  payments: (filters: { page: number; teacher_user_id?: number }) =>
    ["payroll", "payments", filters] as const,
  payment: (id: number) => ["payroll", "payment", id] as const,
  ledger: (teacherId: number) => ["payroll", "ledger", teacherId] as const,
  monetaryList: (filters: { page: number; teacher_user_id?: number }) =>
    ["payroll", "monetary", filters] as const,
  monetary: (id: number) => ["payroll", "monetary-one", id] as const,
};

/** A fresh key per attempt the user makes; a retry of that attempt sends the same key (the server replays). */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const idempotent = (key?: string) => (key ? { headers: { "Idempotency-Key": key } } : undefined);

/** GET payroll/users/unpaid: teachers with payable teaching on no statement (admins). */
export const teachersUnpaidQuery = (filters: { page: number; keyword?: string }) =>
  queryOptions({
    queryKey: payrollKeys.teachersUnpaid(filters),
    queryFn: ({ signal }) =>
      api.get<PagedList<TeacherUnpaid>>("/payroll/users/unpaid", {
        query: { page: filters.page, keyword: filters.keyword || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export type StatementFilters = {
  page: number;
  /** "paid" reads payroll/paid; every other value payroll/unpaid (with that state, or all unpaid). */
  tab: "unpaid" | "paid";
  state?: Exclude<PayrollState, "paid">;
  teacher_user_id?: number;
};

/** GET payroll/unpaid or payroll/paid (teachers: their own only; the server decides). */
export const statementsQuery = (filters: StatementFilters) =>
  queryOptions({
    queryKey: payrollKeys.statements(filters),
    queryFn: ({ signal }) =>
      api.get<PagedList<PayrollSummary>>(filters.tab === "paid" ? "/payroll/paid" : "/payroll/unpaid", {
        query: {
          page: filters.page,
          state: filters.tab === "paid" ? undefined : filters.state,
          teacher_user_id: filters.teacher_user_id,
        },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * The records a page shows (a statement, a payment, a monetary statement) load silently: a failure is the
 * page's to say (LoadErrorPage: no permission, not found, try again), not a toast besides (issue 37).
 */
export const statementQuery = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.statement(id),
    queryFn: ({ signal }) =>
      api.get<PayrollDetail>(`/payroll/${id}`, { signal, overlay: false, silent: true }),
  });

/** GET payroll/unpaid/{teacherId}: the teacher's unclaimed payable teaching logs as computed lines. */
export const unpaidLinesQuery = (teacherId: number, from?: string, to?: string) =>
  queryOptions({
    queryKey: payrollKeys.unpaidLines(teacherId, from, to),
    queryFn: ({ signal }) =>
      api.get<PayrollUnpaidLines>(`/payroll/unpaid/${teacherId}`, {
        query: { from: from || undefined, to: to || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const createStatement = (body: CreatePayrollInput, key?: string) =>
  api.post<PayrollDetail>("/payroll", body, { silent: true, ...idempotent(key) });
export const updateStatement = (id: number, body: UpdatePayrollInput) =>
  api.patch<PayrollDetail>(`/payroll/${id}`, body, { silent: true });
export const sendStatement = (id: number, body: SendPayrollInput) =>
  api.post<PayrollDetail>(`/payroll/${id}/send`, body);
export const confirmStatement = (id: number, body: PayrollCheckedInput) =>
  api.post<PayrollDetail>(`/payroll/${id}/checked`, body);
export const raiseProblem = (id: number, body: PayrollProblemInput) =>
  api.post<PayrollDetail>(`/payroll/${id}/problem`, body, { silent: true });
export const recordStatementPayment = (id: number, body: PayrollTransactionInput, key?: string) =>
  api.post<PayrollDetail>(`/payroll/${id}/transaction`, body, { silent: true, ...idempotent(key) });
export const markStatementPaid = (id: number, body: PayrollMarkPaidInput) =>
  api.patch<PayrollDetail>(`/payroll/${id}/paid`, body, { silent: true });
export const resetStatement = (id: number) => api.post<PayrollDetail>(`/payroll/${id}/reset`, {});
export const deleteStatement = (id: number) => api.delete<unknown>(`/payroll/${id}`);

// ---------------------------------------------------------------- teacher payments

export const paymentsQuery = (filters: { page: number; teacher_user_id?: number }) =>
  queryOptions({
    queryKey: payrollKeys.payments(filters),
    queryFn: ({ signal }) =>
      api.get<PagedList<TeacherPayment>>("/teacher-payments", { query: filters, signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.payment(id),
    queryFn: ({ signal }) =>
      api.get<TeacherPayment>(`/teacher-payments/${id}`, { signal, overlay: false, silent: true }),
  });

export const createPayment = (body: CreateTeacherPaymentInput, key?: string) =>
  api.post<TeacherPayment>("/teacher-payments", body, { silent: true, ...idempotent(key) });
export const updatePayment = (id: number, body: UpdateTeacherPaymentInput) =>
  api.patch<TeacherPayment>(`/teacher-payments/${id}`, body, { silent: true });

/** GET teacher-ledger/{teacherId}: earned, paid and outstanding per currency. */
export const ledgerQuery = (teacherId: number) =>
  queryOptions({
    queryKey: payrollKeys.ledger(teacherId),
    queryFn: ({ signal }) =>
      api.get<TeacherLedger>(`/teacher-ledger/${teacherId}`, { signal, overlay: false }),
  });

// ---------------------------------------------------------------- monetary statements

export type MonetaryListItem = Omit<MonetaryStatement, "statements" | "billing">;

export const monetaryListQuery = (filters: { page: number; teacher_user_id?: number }) =>
  queryOptions({
    queryKey: payrollKeys.monetaryList(filters),
    queryFn: ({ signal }) =>
      api.get<PagedList<MonetaryListItem>>("/monetary-statements", {
        query: filters,
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const monetaryQuery = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.monetary(id),
    queryFn: ({ signal }) =>
      api.get<MonetaryStatement>(`/monetary-statements/${id}`, { signal, overlay: false, silent: true }),
  });

export const createMonetary = (body: CreateMonetaryStatementInput) =>
  api.post<MonetaryStatement>("/monetary-statements", body, { silent: true });
export const updateMonetary = (id: number, body: UpdateMonetaryStatementInput) =>
  api.patch<MonetaryStatement>(`/monetary-statements/${id}`, body, { silent: true });

// ---------------------------------------------------------------- people

export type TeacherOption = { id: number; username: string; first_name: string; last_name: string };

/** GET users/search with role teacher (admins pick whom a statement or payment is for). */
export const teacherSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["payroll", "teacher-search", q] as const,
    queryFn: ({ signal }) =>
      api.get<{ users: PagedList<TeacherOption> }>("/users/search", {
        query: { q: q || undefined, role: "teacher", page_size: 20 },
        signal,
        overlay: false,
      }),
    staleTime: 30_000,
  });
