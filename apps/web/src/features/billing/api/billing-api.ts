import {
  type EndpointAnswer,
  billEndpoints as endpoints,
  exchangeRateEndpoints,
  lessonLogEndpoints,
  type OrderDetail,
  type OrderListQuery,
  type ParentOrder,
  billPaymentEndpoints as payEndpoints,
  siteContentEndpoints,
} from "@edu/shared";
import { SITE_CONTENT_KEYS } from "@edu/shared/content";
import type { Locale } from "@edu/shared/i18n";
import { relationEndpoints } from "@edu/shared/relations";
import { type DocumentUploadResult, uploadEndpoints } from "@edu/shared/uploads";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody, endpointHref } from "../../../lib/endpoint-client";

/** Bills (helper "bills": apps/server/src/modules/billing/billing.routes.ts; shared bills.schemas.ts). */
export const billingKeys = {
  all: ["billing"] as const,
  list: (tab: BillTab, filters: BillListFilters) => ["billing", "list", tab, filters] as const,
  detail: (id: number) => ["billing", "detail", id] as const,
  payments: (id: number) => ["billing", "payments", id] as const,
  tree: (source: TreeSource) => ["billing", "tree", source] as const,
  reset: (id: number) => ["billing", "reset", id] as const,
};

/** Unpaid, paid, or voided bills (kept readable as void: their money went back to the family as credit). */
export type BillTab = "unpaid" | "paid" | "void";
export type BillListFilters = Omit<Partial<OrderListQuery>, "page_size"> & { page: number };
/** The bill form's tree comes from a parent's children or from one student. */
export type TreeSource = { parentId: number } | { studentId: number };

/**
 * `voided=1` on the wire: the query is typed by the schema's output (a boolean after its transform),
 * while the list is asked with the 1 the spec names.
 */
const VOIDED_ONLY = 1 as unknown as boolean;

/** Drops empty filters so the query string stays short and the server's defaults apply. */
function listQuery(filters: BillListFilters) {
  return {
    page: filters.page,
    q: filters.q || undefined,
    status: filters.status,
    parent_user_id: filters.parent_user_id,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/**
 * Unpaid bills (order/unpaid), paid ones (orders/paid) or voided ones (orders/paid?voided=1), 50 a
 * page; parents get their family's only.
 */
export const billListQuery = (tab: BillTab, filters: BillListFilters) =>
  queryOptions({
    queryKey: billingKeys.list(tab, filters),
    queryFn: ({ signal }) =>
      call(
        tab === "unpaid" ? endpoints.getOrderUnpaid : endpoints.getOrdersPaid,
        { query: { ...listQuery(filters), voided: tab === "void" ? VOIDED_ONLY : undefined } },
        // The page shows why (no permission, or the list's own error), not a toast.
        { signal, overlay: false, silent: true },
      ),
    placeholderData: keepPreviousData,
  });

export type BillAnswer = OrderDetail | ParentOrder;
export const isFullBill = (bill: BillAnswer): bill is OrderDetail => "remark_to_system" in bill;

/** A bill; silent, since its pages answer a refusal or a missing bill as a page (page-state), not a toast. */
export const billQuery = (id: number) =>
  queryOptions({
    queryKey: billingKeys.detail(id),
    queryFn: ({ signal }) =>
      call(endpoints.getOrderById, { params: { id } }, { signal, overlay: false, silent: true }).then(
        (answer) => answer.data,
      ),
  });

export const treeQuery = (source: TreeSource) =>
  queryOptions({
    queryKey: billingKeys.tree(source),
    queryFn: ({ signal }) =>
      ("parentId" in source
        ? call(
            endpoints.getOrderChildrenUnpaid,
            { params: { id: source.parentId } },
            { signal, overlay: false },
          )
        : call(
            endpoints.getOrderUnpaidByStudentId,
            { params: { studentId: source.studentId } },
            { signal, overlay: false },
          )
      ).then((answer) => answer.data),
  });

export type ResetAnswer = EndpointAnswer<typeof endpoints.resetOrder>["data"];
export const resetQuery = (id: number) =>
  queryOptions({
    queryKey: billingKeys.reset(id),
    queryFn: ({ signal }) =>
      // Silent: the page answers a refusal or a missing bill as a page (page-state).
      call(endpoints.resetOrder, { params: { id } }, { signal, overlay: false, silent: true }).then(
        (a) => a.data,
      ),
  });

export const ratesQuery = () =>
  queryOptions({
    queryKey: ["billing", "rates"] as const,
    queryFn: ({ signal }) =>
      call(exchangeRateEndpoints.getMoneyConvertRatio, {}, { signal, overlay: false, silent: true }),
    staleTime: 5 * 60_000,
  });

export const parentSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["billing", "parent-search", q] as const,
    queryFn: ({ signal }) =>
      call(
        relationEndpoints.searchParent,
        { query: { q: q || undefined, page_size: 20 } },
        { signal, overlay: false },
      ),
  });

/** 422 answers carry field errors the form shows on its fields, so no toast. */
export const createBill = (body: EndpointBody<typeof endpoints.createOrder>) =>
  call(endpoints.createOrder, { body }, { silent: true }).then((answer) => answer.data);
export const updateBill = (id: number, body: EndpointBody<typeof endpoints.updateOrderById>) =>
  call(endpoints.updateOrderById, { params: { id }, body }).then((answer) => answer.data);
/** Deletes a bill without payments (DELETE order/{id}). */
export const deleteBill = (id: number) => call(endpoints.deleteOrderById, { params: { id } });
/**
 * DELETE order/{id}/completed: a bill with verified money is voided (kept as void, its money back to
 * the family as credit: `voided: 1`); a paid bill without any is deleted (`voided: 0`).
 */
export const voidBill = (id: number, reason: string, key: string) =>
  call(
    endpoints.deleteOrderCompleted,
    { params: { id }, query: { reason: reason || undefined } },
    { headers: { "Idempotency-Key": key } },
  );

export const sendBill = (id: number, body: EndpointBody<typeof endpoints.sendOrder>) =>
  call(endpoints.sendOrder, { params: { id }, body }, { silent: true });
export const setDifferencePrice = (
  id: number,
  body: EndpointBody<typeof endpoints.updateOrderDifferencePrice>,
) => call(endpoints.updateOrderDifferencePrice, { params: { id }, body });

export type UnpaidParent = EndpointAnswer<typeof endpoints.getOrderUsersUnpaid>["data"][number];
/** Parents with unbilled enrollments or lesson logs (order/users/unpaid), 50 a page. */
export const unpaidParentsQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: ["billing", "unpaid-parents", page, q] as const,
    queryFn: ({ signal }) =>
      call(endpoints.getOrderUsersUnpaid, { query: { page, q: q || undefined } }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

// ---------------------------------------------------------------------------------------------
// Paying (helper "billpay": billing/order-payments.*; shared bill-payments.schemas.ts)
// ---------------------------------------------------------------------------------------------

export const paymentsQuery = (id: number) =>
  queryOptions({
    queryKey: billingKeys.payments(id),
    queryFn: ({ signal }) =>
      call(payEndpoints.listOrderPayments, { params: { id } }, { signal, overlay: false }).then(
        (a) => a.data,
      ),
  });

/** A fresh key per attempt the user makes; the same key on a retry of that attempt (the server replays). */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const submitTransaction = (
  id: number,
  body: EndpointBody<typeof payEndpoints.createOrderTransaction>,
  key: string,
) =>
  call(
    payEndpoints.createOrderTransaction,
    { params: { id }, body },
    { silent: true, headers: { "Idempotency-Key": key } },
  ).then((a) => a.data);
export const reviewTransaction = (
  transactionId: number,
  body: EndpointBody<typeof payEndpoints.updateOrderTransactionById>,
) =>
  call(payEndpoints.updateOrderTransactionById, { params: { id: transactionId }, body }).then((a) => a.data);
/** Undo a verified payment (admin; a reason; the answer is the bill's state after it). */
export const revertTransaction = (
  transactionId: number,
  body: EndpointBody<typeof payEndpoints.revertOrderTransaction>,
  key: string,
) =>
  call(
    payEndpoints.revertOrderTransaction,
    { params: { id: transactionId }, body },
    { silent: true, headers: { "Idempotency-Key": key } },
  ).then((a) => a.data);
export const payFromBalance = (
  id: number,
  body: EndpointBody<typeof payEndpoints.createOrderPayFromBalance>,
  key: string,
) =>
  call(
    payEndpoints.createOrderPayFromBalance,
    { params: { id }, body },
    { silent: true, headers: { "Idempotency-Key": key } },
  ).then((a) => a.data);
export const markPaid = (id: number, body: EndpointBody<typeof payEndpoints.updateOrderPaid>) =>
  call(payEndpoints.updateOrderPaid, { params: { id }, body }).then((a) => a.data);
export const submitProblem = (id: number, body: EndpointBody<typeof payEndpoints.createOrderProblem>) =>
  call(payEndpoints.createOrderProblem, { params: { id }, body }, { silent: true }).then((a) => a.data);
export const resolveProblem = (
  problemId: number,
  body: EndpointBody<typeof payEndpoints.updateOrderProblemById>,
) => call(payEndpoints.updateOrderProblemById, { params: { id: problemId }, body }).then((a) => a.data);
/**
 * The receipt PDF (a link the browser opens; the session cookie goes along), in the reader's language:
 * a browser opening a link sends its own Accept-Language, not the app's, so the link asks.
 */
export const receiptUrl = (id: number, lang: Locale) =>
  endpointHref(payEndpoints.getOrderReceipt, { params: { id }, query: { lang } });

/** Uploads a proof image: POST document (multipart `document`). */
export async function uploadProof(file: File): Promise<DocumentUploadResult["document"]> {
  // No type=img: that makes a public content image. A proof is a private document (the parent and staff).
  const answer = await call(
    uploadEndpoints.uploadDocument,
    { form: { document: file } },
    { silent: true, overlay: false },
  );
  return answer.document;
}

/** The lesson log a "bill this lesson" link names (lessons module): whose it is. */
export const lessonLogOwnerQuery = (id: number) =>
  queryOptions({
    queryKey: ["billing", "lesson-log", id] as const,
    queryFn: ({ signal }) =>
      call(lessonLogEndpoints.getLessonLogById, { params: { id } }, { signal, overlay: false }),
  });

/** Parents' bank transfers awaiting verification, each with the open bills it may belong to (admins), 50 a page. */
export const bankTransfersQuery = (page: number) =>
  queryOptions({
    queryKey: ["billing", "bank-transfers", page] as const,
    queryFn: ({ signal }) =>
      call(payEndpoints.listOrderTransactionsBankTransfers, { query: { page } }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

/**
 * The site-content entry with the school's bank account for transfers. There is no such entry among
 * SITE_CONTENT_KEYS yet: the key is named here until the content module lists it (and the seed writes it).
 * data: bank_code, account_number; translations: bank_name, branch, account_name, note.
 */
export const BANK_ACCOUNT_CONTENT_KEY = SITE_CONTENT_KEYS.bankAccount;

/** The bank account in the reader's language (the list call answers [] while the entry is not set). */
export const bankAccountQuery = (locale: string) =>
  queryOptions({
    queryKey: ["site-content", BANK_ACCOUNT_CONTENT_KEY, locale] as const,
    queryFn: ({ signal }) =>
      call(
        siteContentEndpoints.listSiteContent,
        { query: { keys: [BANK_ACCOUNT_CONTENT_KEY] } },
        { signal, overlay: false, silent: true },
      ).then((answer) => answer.data[0] ?? null),
    staleTime: 10 * 60_000,
  });
