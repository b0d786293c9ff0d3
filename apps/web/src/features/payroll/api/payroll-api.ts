import { type EndpointAnswer, userEndpoints } from "@edu/shared";
import { payrollEndpoints as endpoints, type PayrollState } from "@edu/shared/payroll";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

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
      call(
        endpoints.getPayrollUsersUnpaid,
        { query: { page: filters.page, keyword: filters.keyword || undefined } },
        { signal, overlay: false },
      ),
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
      call(
        filters.tab === "paid" ? endpoints.getPayrollPaid : endpoints.getPayrollUnpaid,
        {
          query: {
            page: filters.page,
            state: filters.tab === "paid" ? undefined : filters.state,
            teacher_user_id: filters.teacher_user_id,
          },
        },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

/**
 * The records a page shows (a statement, a payment, a monetary statement) load silently: a failure is the
 * page's to say (LoadErrorPage: no permission, not found, try again), not a toast besides.
 */
export const statementQuery = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.statement(id),
    queryFn: ({ signal }) =>
      call(endpoints.getPayrollById, { params: { id } }, { signal, overlay: false, silent: true }),
  });

/** GET payroll/unpaid/{teacherId}: the teacher's unclaimed payable teaching logs as computed lines. */
export const unpaidLinesQuery = (teacherId: number, from?: string, to?: string) =>
  queryOptions({
    queryKey: payrollKeys.unpaidLines(teacherId, from, to),
    queryFn: ({ signal }) =>
      call(
        endpoints.getPayrollUnpaidById,
        { params: { id: teacherId }, query: { from: from || undefined, to: to || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const createStatement = (body: EndpointBody<typeof endpoints.createPayroll>, key?: string) =>
  call(endpoints.createPayroll, { body }, { silent: true, ...idempotent(key) });
export const updateStatement = (id: number, body: EndpointBody<typeof endpoints.updatePayrollById>) =>
  call(endpoints.updatePayrollById, { params: { id }, body }, { silent: true });
export const sendStatement = (id: number, body: EndpointBody<typeof endpoints.sendPayroll>) =>
  call(endpoints.sendPayroll, { params: { id }, body });
export const confirmStatement = (id: number, body: EndpointBody<typeof endpoints.createPayrollChecked>) =>
  call(endpoints.createPayrollChecked, { params: { id }, body });
export const raiseProblem = (id: number, body: EndpointBody<typeof endpoints.createPayrollProblem>) =>
  call(endpoints.createPayrollProblem, { params: { id }, body }, { silent: true });
export const recordStatementPayment = (
  id: number,
  body: EndpointBody<typeof endpoints.createPayrollTransaction>,
  key?: string,
) => call(endpoints.createPayrollTransaction, { params: { id }, body }, { silent: true, ...idempotent(key) });
export const markStatementPaid = (id: number, body: EndpointBody<typeof endpoints.updatePayrollPaid>) =>
  call(endpoints.updatePayrollPaid, { params: { id }, body }, { silent: true });
export const resetStatement = (id: number) => call(endpoints.resetPayroll, { params: { id } });
export const deleteStatement = (id: number) => call(endpoints.deletePayrollById, { params: { id } });

// ---------------------------------------------------------------- teacher payments

export const paymentsQuery = (filters: { page: number; teacher_user_id?: number }) =>
  queryOptions({
    queryKey: payrollKeys.payments(filters),
    queryFn: ({ signal }) =>
      call(endpoints.listTeacherPayments, { query: filters }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.payment(id),
    queryFn: ({ signal }) =>
      call(endpoints.getTeacherPayment, { params: { id } }, { signal, overlay: false, silent: true }),
  });

export const createPayment = (body: EndpointBody<typeof endpoints.createTeacherPayment>, key?: string) =>
  call(endpoints.createTeacherPayment, { body }, { silent: true, ...idempotent(key) });
export const updatePayment = (id: number, body: EndpointBody<typeof endpoints.updateTeacherPayment>) =>
  call(endpoints.updateTeacherPayment, { params: { id }, body }, { silent: true });

/** GET teacher-ledger/{teacherId}: earned, paid and outstanding per currency. */
export const ledgerQuery = (teacherId: number) =>
  queryOptions({
    queryKey: payrollKeys.ledger(teacherId),
    queryFn: ({ signal }) =>
      call(endpoints.getTeacherLedgerById, { params: { id: teacherId } }, { signal, overlay: false }),
  });

// ---------------------------------------------------------------- monetary statements

export type MonetaryListItem = EndpointAnswer<typeof endpoints.listMonetaryStatements>["data"][number];

export const monetaryListQuery = (filters: { page: number; teacher_user_id?: number }) =>
  queryOptions({
    queryKey: payrollKeys.monetaryList(filters),
    queryFn: ({ signal }) =>
      call(endpoints.listMonetaryStatements, { query: filters }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const monetaryQuery = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.monetary(id),
    queryFn: ({ signal }) =>
      call(endpoints.getMonetaryStatement, { params: { id } }, { signal, overlay: false, silent: true }),
  });

export const createMonetary = (body: EndpointBody<typeof endpoints.createMonetaryStatement>) =>
  call(endpoints.createMonetaryStatement, { body }, { silent: true });
export const updateMonetary = (id: number, body: EndpointBody<typeof endpoints.updateMonetaryStatement>) =>
  call(endpoints.updateMonetaryStatement, { params: { id }, body }, { silent: true });

// ---------------------------------------------------------------- people

/** Whom an admin picks for a statement or a payment. */
export type TeacherOption = Pick<
  EndpointAnswer<typeof userEndpoints.searchUsers>["users"]["data"][number],
  "id" | "username" | "first_name" | "last_name"
>;

/** GET users/search with role teacher (admins pick whom a statement or payment is for). */
export const teacherSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["payroll", "teacher-search", q] as const,
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q: q || undefined, role: "teacher", page_size: 20 } },
        { signal, overlay: false },
      ),
    staleTime: 30_000,
  });
