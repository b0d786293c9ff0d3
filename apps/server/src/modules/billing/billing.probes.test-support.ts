import { billEndpoints, billPaymentEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * How the permission table (test/permissions) calls each bill and bill payment route; who is let in is
 * the declared access. Super-admin writes; staff read the lists and the unbilled candidates. The spec
 * contradicts itself here: 02 §1 lets admins and staff create bills, receivables and payroll, 02 §6
 * only admins; the product follows §6 (money is created by admins only; CONTRIBUTING). GET order/{id}
 * admits parents (their own family's bill only, checked in the service and in orders.test.ts). The
 * table's fixtures hold no bill, so where a valid request would need one an allowed caller is shown let
 * in by a 422 (validation runs after the access check; nothing is written). Which bill a parent may act
 * on (their own family's only) is tested in order-payments.test.ts.
 */
export const billingProbes = defineProbes(
  { ...billEndpoints, ...billPaymentEndpoints },
  {
    listOrderPayments: { allowed: 422, request: () => ({ url: "/api/order/0/payments" }) },
    createOrderTransaction: {
      allowed: 422,
      request: () => ({ url: "/api/order/1/transaction", ...EMPTY_BODY }),
    },
    updateOrderTransactionById: {
      allowed: 422,
      request: () => ({ url: "/api/order/transaction/1", ...EMPTY_BODY }),
    },
    revertOrderTransaction: {
      allowed: 422,
      request: () => ({ url: "/api/order/transaction/1/revert", ...EMPTY_BODY }),
    },
    createOrderPayFromBalance: {
      allowed: 422,
      request: () => ({ url: "/api/order/1/pay-from-balance", ...EMPTY_BODY }),
    },
    updateOrderPaid: { allowed: 422, request: () => ({ url: "/api/order/1/paid", ...EMPTY_BODY }) },
    createOrderProblem: { allowed: 422, request: () => ({ url: "/api/order/1/problem", ...EMPTY_BODY }) },
    updateOrderProblemById: { allowed: 422, request: () => ({ url: "/api/order/problem/0", body: {} }) },
    listOrderTransactionsBankTransfers: { allowed: 200 },
    getOrderReceipt: { allowed: 422, request: () => ({ url: "/api/order/0/receipt" }) },
    getOrderUsersUnpaid: { allowed: 200 },
    getOrderUsersUnpaidWithoutTag: { allowed: 200 },
    // A parent lists only their own family's bills (forced in the service; orders.test.ts checks it).
    getOrderUnpaid: { allowed: 200 },
    getOrdersPaid: { allowed: 200 },
    listTutoringPayments: { allowed: 200 },
    getOrderUnpaidByStudentId: { allowed: 422, request: () => ({ url: "/api/order/unpaid/0" }) },
    getOrderChildrenUnpaid: { allowed: 422, request: () => ({ url: "/api/order/0/children/unpaid" }) },
    getOrderById: { allowed: 422, request: () => ({ url: "/api/order/0" }) },
    resetOrder: { allowed: 422, request: () => ({ url: "/api/order/0/reset" }) },
    createOrder: { allowed: 422, request: () => EMPTY_BODY },
    updateOrderById: { allowed: 422, request: () => ({ url: "/api/order/1", ...EMPTY_BODY }) },
    deleteOrderById: { allowed: 422, request: () => ({ url: "/api/order/0" }) },
    deleteOrderCompleted: { allowed: 422, request: () => ({ url: "/api/order/0/completed" }) },
    sendOrder: { allowed: 422, request: () => ({ url: "/api/order/1/send", ...EMPTY_BODY }) },
    updateOrderDifferencePrice: {
      allowed: 422,
      request: () => ({ url: "/api/order/1/difference-price", ...EMPTY_BODY }),
    },
    createEnrolledSessionMarkFree: {
      allowed: 422,
      request: () => ({ url: "/api/enrolled-session/0/mark-free" }),
    },
  },
);
