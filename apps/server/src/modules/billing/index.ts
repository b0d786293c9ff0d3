// The billing module's public surface. Helpers "bills" and "billpay" each add their own lines
// (kept sorted by biome): bills — building, sending and listing bills (orders.*, billing.routes,
// bill-pdf); billpay — payments, derived status, receipts, reminders (order-payments.*,
// order-status, receipt-pdf, bill-reminders).
export { unbilledTreeOfParent } from "./bill-candidates.service";
export { renderBillPdf } from "./bill-pdf";
export { DEFAULT_BILL_REMINDER_DAYS, parseBillReminderDays, runBillRemindersOnce } from "./bill-reminders";
export * from "./bill-reminders.table";
export { sendOrder } from "./bill-send.service";
export { billsRoutes } from "./billing.routes";
export { orderPaymentsRoutes } from "./order-payments.routes";
export {
  createOrderProblem,
  createOrderTransaction,
  isFamilyOrder,
  orderPayments,
  payOrderFromBalance,
  reviewOrderTransaction,
  settleOrderFromDeposit,
} from "./order-payments.service";
export * from "./order-payments.table";
export { deriveOrderStatus, loadOrderStatusFacts, orderDue, refreshOrderStatus } from "./order-status";
export { createOrder, getOrderDetail } from "./orders.service";
export * from "./orders.table";
export { renderReceiptPdf } from "./receipt-pdf";
